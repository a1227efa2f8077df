import { useQuery } from '@tanstack/react-query';
import { Download, Mail, ScanLine, Sparkles, UserPlus } from 'lucide-react';
import QRCode from 'qrcode';
import { useBeta } from '../../app/beta';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Spinner } from '../../ui/spinner';

/** The QR code: 400 px, a margin of 2 modules, black on white (docs/decisions.md#the-owner-apps-constants). */
const QR_OPTIONS = { width: 400, margin: 2, color: { dark: '#000000', light: '#ffffff' } } as const;

const steps = [
  { icon: ScanLine, title: 'Scan the code', text: 'Point your phone camera at the code.' },
  { icon: UserPlus, title: 'Enter your name and email', text: 'It takes about 30 seconds.' },
  { icon: Mail, title: 'Check your email', text: 'Your welcome arrives there, and your instant access link when a spot opens from the waitlist.' },
  { icon: Sparkles, title: 'Create your profile', text: 'Upload a business card, enter your website, or fill it in by hand.' },
];

/** /qr-code: a code for this site's own address, to show at events and on the counter. */
export default function QrPage() {
  const origin = window.location.origin;
  const beta = useBeta();
  const qr = useQuery({ queryKey: ['qr', origin], queryFn: () => QRCode.toDataURL(origin, QR_OPTIONS), staleTime: Infinity });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Scan to Join</CardTitle>
          <p className="text-sm text-slate-600">Join the Tampa business network at {origin.replace(/^https?:\/\//, '')}</p>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-6">
          {qr.data ? (
            <>
              <img src={qr.data} alt={`QR code for ${origin}`} width={QR_OPTIONS.width} height={QR_OPTIONS.width} className="h-auto w-full max-w-[400px] rounded-lg border border-slate-200" />
              <a href={qr.data} download="tapin-qr-code.png" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
                <Download className="h-4 w-4" aria-hidden="true" /> Download QR code
              </a>
            </>
          ) : qr.isError ? (
            <p className="text-sm text-red-600">The QR code could not be drawn in this browser.</p>
          ) : (
            <Spinner label="Drawing QR code..." />
          )}
          <ol className="grid w-full gap-3 sm:grid-cols-2">
            {steps.map((step, i) => (
              <li key={step.title} className="flex gap-3 rounded-lg border border-slate-200 p-4">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800">{i + 1}</span>
                <span>
                  <span className="flex items-center gap-1.5 font-medium text-slate-900">
                    <step.icon className="h-4 w-4 text-brand-700" aria-hidden="true" /> {step.title}
                  </span>
                  <span className="text-sm text-slate-600">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
          {beta && (
            <p className="rounded-lg bg-amber-50 px-4 py-3 text-center text-sm text-amber-900">
              The beta is limited to {beta.betaLimit} Tampa business owners. When it is full, new sign-ups join the waitlist.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
