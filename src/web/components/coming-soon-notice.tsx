import { Card, CardContent } from './card';

/** Placeholder body for screens whose content arrives with a later issue. */
export function ComingSoonNotice({ children }: { children: string }) {
  return (
    <Card>
      <CardContent className="p-6 text-gray-700">{children}</CardContent>
    </Card>
  );
}
