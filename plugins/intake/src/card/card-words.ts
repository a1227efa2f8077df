/** What business cards say, as the card parser recognises it: networks, job titles, business words. */

export interface SocialNetwork {
  key: string;
  host: string;
  /** A word on the line that says which network a bare @handle is on. */
  cue: RegExp;
  profile: (handle: string) => string;
}

export const socialNetworks: SocialNetwork[] = [
  { key: 'instagram', host: 'instagram.com', cue: /\b(ig|insta(gram)?)\b/i, profile: (h) => `https://instagram.com/${h}` },
  { key: 'facebook', host: 'facebook.com', cue: /\b(fb|facebook)\b/i, profile: (h) => `https://facebook.com/${h}` },
  { key: 'tiktok', host: 'tiktok.com', cue: /\btik ?tok\b/i, profile: (h) => `https://tiktok.com/@${h}` },
  { key: 'x', host: 'x.com', cue: /\b(twitter|x)\b\s*[:|]/i, profile: (h) => `https://x.com/${h}` },
  { key: 'linkedin', host: 'linkedin.com', cue: /\blinked ?in\b/i, profile: (h) => `https://linkedin.com/in/${h}` },
];

export const jobTitles =
  /\b(owners?|co-?owners?|founders?|co-?founders?|ceo|coo|cfo|president|vice president|vp|director|manager|partner|principal|associate|attorney|lawyer|esq\.?|cpa|stylist|barber|colorist|esthetician|artist|coach|trainer|instructor|chef|baker|designer|agent|realtor|broker|consultant|advisor|specialist|assistant|therapist|technician|owner\/operator|proprietor|general manager|lead|head|roaster|plumber|electrician|groomer|dentist|hygienist|veterinarian|mechanic|florist|master|teacher|nurse|doctor|dds|dvm|rn|pharmacist|optometrist|optician|chiropractor|physician|surgeon|audiologist|acupuncturist|counselor|psychologist|sensei|estimator|barista|bartender|sommelier|photographer|planner|coordinator|representative|officer|supervisor|foreman|superintendent|installer|contractor|builder|architect|engineer|accountant|bookkeeper|paralegal|receptionist|administrator|dispatcher|tailor|jeweler|tutor|educator|curator|nail tech|vet tech|pool tech|service tech)\b/i;

export const businessWords =
  /\b(llc|l\.l\.c\.|inc\.?|co\.|co$|company|corp\.?|group|studio|salon|spa|barbershop|barber shop|beauty|cafe|café|coffee|roasters|bakery|kitchen|grill|restaurant|taqueria|bistro|bar|brewing|law|legal|firm|associates|partners|cpa|tax|accounting|consulting|agency|boutique|shop|store|market|mercantile|gallery|fitness|gym|strength|training|athletics|yoga|pilates|crossfit|wellness|health|clinic|dental|realty|insurance|design|media|collective|supply|goods|florist|flowers)\b/i;

/** Words kept in lower case when an all-caps line is title-cased. */
export const smallWords = new Set(['and', 'of', 'the', 'at', 'by', 'for', 'in', 'on', '&']);
