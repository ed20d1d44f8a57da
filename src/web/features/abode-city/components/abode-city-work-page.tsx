import { useLingui } from '@lingui/react';
import { usePageTitle } from '@web/lib/use-page-title';
import { abodeCityTexts } from '../abode-city-texts';
import { projectById } from '../projects';
import { ProjectPage } from './project-page';

/** /abode-city/work/:id: one project of the firm's portfolio. */
export function AbodeCityWorkPage({ projectId }: { projectId: string | undefined }) {
  // An unknown id shows the first project rather than a dead end, as the spec says.
  const { i18n } = useLingui();
  const project = projectById(projectId);
  usePageTitle(`${i18n._(project.title)} | ${abodeCityTexts.title}`);
  return <ProjectPage key={project.id} project={project} />;
}
