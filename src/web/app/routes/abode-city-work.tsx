import { useParams } from 'react-router';
import { abodeCityTexts } from '@web/features/abode-city/abode-city-texts';
import { ProjectPage } from '@web/features/abode-city/components/project-page';
import { projectById } from '@web/features/abode-city/projects';
import { usePageTitle } from '@web/lib/use-page-title';

export default function AbodeCityWorkRoute() {
  const { id } = useParams();
  // An unknown id shows the first project rather than a dead end, as the spec says.
  const project = projectById(id);
  usePageTitle(`${project.title} | ${abodeCityTexts.title}`);
  return <ProjectPage key={project.id} project={project} />;
}
