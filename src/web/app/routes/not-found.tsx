import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { layoutTexts } from '@web/components/layouts/layout-texts';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/lib/use-page-title';

const t = layoutTexts.notFound;

export default function NotFoundRoute() {
  const { i18n } = useLingui();
  usePageTitle(i18n._(t.heading));
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">{i18n._(t.heading)}</h1>
      <p className="text-muted-foreground">{i18n._(t.body)}</p>
      <Button asChild>
        <Link to={paths.home}>{i18n._(t.home)}</Link>
      </Button>
    </div>
  );
}
