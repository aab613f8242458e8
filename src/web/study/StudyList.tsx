import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { StudiesResponse, Study } from '../../core/protocol';
import { useAuth } from '../lib/auth';
import { StudyEnd } from './StudyEnd';
import { useStudyChanges } from './use-study-changes';

const nameOf = (user: Study['owner']) => user.displayName ?? user.username;

/** The studies the person shares, newest first, to go back to one (a coach's earlier lessons). */
export function StudyList() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const queries = useQueryClient();
  const studies = useQuery<StudiesResponse>({ queryKey: ['/api/studies'] });
  const reload = () => void queries.invalidateQueries({ queryKey: ['/api/studies'], exact: true });
  // A partner deleted, left or blocked: the list shows it at once.
  useStudyChanges(reload);
  const list = studies.data?.studies ?? [];
  if (!user || list.length === 0) return null;
  const dateFormat = new Intl.DateTimeFormat(i18n.locale);
  return (
    <section aria-labelledby="study-list-heading" className="mt-6 grid gap-2">
      <h2 id="study-list-heading" className="text-lg font-semibold">
        {i18n._('study.list.title')}
      </h2>
      <ul className="grid gap-1">
        {list.map((study) => {
          const partner = study.owner.id === user.id ? study.guest : study.owner;
          return (
            <li key={study.id} className="flex flex-wrap items-center gap-2">
              <Link className="underline" href={`/study/${study.id}`}>
                {partner
                  ? i18n._('study.list.with', { name: nameOf(partner) })
                  : i18n._('study.list.waiting')}
              </Link>{' '}
              <span className="text-sm text-muted-foreground">
                · {dateFormat.format(new Date(study.createdAt))}
              </span>
              <StudyEnd study={study} userId={user.id} done={reload} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
