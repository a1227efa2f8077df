import { colourName, parseHex, toHex, type Rgb } from '@tapin/core/contracts';
import type { Composition, PosterRequest } from './compose.js';
import { describeScene } from './prompt-scene.js';
import { cleanText } from './typography.js';

const describeColour = (colour: Rgb) => `${colourName(colour)} (${toHex(colour)})`;

/** The words a poster is made from: for the image model its prompt, offline the brief the renderer followed. */
export function posterPrompt(request: PosterRequest): string {
  const title = cleanText(request.title);
  const subtitle = cleanText(request.subtitle);
  const colours = request.brandColors.map(parseHex).filter((c): c is Rgb => c !== null);
  const idea = request.prompt ? cleanText(request.prompt) : '';
  return [
    `Cinematic streaming-series key art for "${title}"${subtitle ? `, ${subtitle}` : ''}.`,
    idea ? `${idea.replace(/[.!?]?$/, '.')}` : '',
    request.source
      ? 'Keep the photograph’s subject and setting, re-lit like a film still: dramatic light, depth, rich shadows.'
      : 'An atmospheric scene with dramatic light, depth and rich shadows.',
    colours.length ? `Colour palette: ${colours.map(describeColour).join(', ')}.` : '',
    `Portrait 2:3. Keep the ${request.placement === 'center' ? 'middle' : request.placement} third calm and uncluttered for the title; no text, letters or logos in the image.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function tone(brightness: number): string {
  return brightness < 30 ? 'low-key, dark' : brightness < 62 ? 'balanced' : 'high-key, bright';
}

function strength(value: number, [low, high]: [number, number], words: [string, string, string]): string {
  return value < low ? words[0] : value < high ? words[1] : words[2];
}

/** The cinematic analysis of a composed poster, written from what was measured and what was done. */
export function writeAnalysis(composition: Composition, request: PosterRequest, artworkBy: string | null): string {
  const { facts, colours } = composition;
  const sentences: string[] = [];
  if (facts) {
    const palette = facts.palette.map((hex) => describeColour(parseHex(hex)!)).slice(0, 4);
    sentences.push(
      `${artworkBy ? `Artwork by ${artworkBy}: a` : 'A'} ${tone(facts.brightness)} frame (brightness ${Math.round(facts.brightness)}/100) with ${strength(facts.contrast, [20, 45], ['soft', 'moderate', 'strong'])} contrast (${Math.round(facts.contrast)}/100) and ${strength(facts.sharpness, [25, 60], ['soft', 'clear', 'crisp'])} detail (sharpness ${Math.round(facts.sharpness)}/100); ${facts.composition}.`,
      palette.length ? `Its palette runs ${palette.join(', ')}.` : '',
    );
    const grade = composition.grade;
    const gradeWords = grade
      ? [grade.brightness < 1 ? 'pulled down from a bright exposure' : grade.brightness > 1 ? 'lifted out of the shadows' : 'kept at its exposure', grade.contrast > 1.1 ? 'given extra punch' : 'with a touch more contrast']
      : [];
    sentences.push(
      `Cropped to 2:3 around its point of interest${grade ? `, ${gradeWords.join(' and ')}, warmed toward ${describeColour(colours[0]!)} with a soft-light tint` : ''}, and vignetted to draw the eye inward.`,
    );
  } else {
    sentences.push(
      `No photograph: a designed backdrop of ${colours.slice(0, 2).map(describeColour).join(' and ')}${composition.scene ? `, ${describeScene(composition.scene)}` : ''}${request.prompt ? `, set for “${cleanText(request.prompt)}”` : ''}.`,
    );
  }
  const calm = facts && facts.calmest === request.placement ? ', the calmest third of the frame' : '';
  sentences.push(
    `The title sits at the ${request.placement}${calm}, in ${describeColour(parseHex(composition.titleColour)!)} over a ${Math.round(composition.scrimOpacity * 100)}% scrim: ${composition.titleContrast.toFixed(1)}:1 against the brightest pixel behind it.`,
  );
  return sentences.filter(Boolean).join(' ');
}
