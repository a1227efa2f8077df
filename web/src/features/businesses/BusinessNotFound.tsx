import { ButtonLink } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';

/** A business the caller cannot see: the server answers 404 for unknown ids and others' businesses alike. */
export function BusinessNotFound({ back }: { back: { to: string; label: string } }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardContent className="p-6">
          <h1 className="text-xl font-semibold">Business not found</h1>
          <p className="mt-2 text-sm text-slate-600">This business doesn't exist or you don't have access to it.</p>
          <ButtonLink to={back.to} className="mt-4">
            {back.label}
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}
