import { Link } from 'wouter';
import type { ModerationReport, ReportGroup, SanctionView } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { ModerationActions } from './ModerationActions';
import { REASON_TEXT } from './reports-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One report with its evidence: reason, words, the game, whether the call was on, the chat lines. */
function ReportEntry({ report }: { report: ModerationReport }) {
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="moderation-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{REASON_TEXT[report.reason]}</Badge>
        <span>by {report.reporter}</span>
        <span className="text-muted-foreground">{when(report.createdAt)}</span>
        {report.gameId ? (
          <Link className="underline" href={`/game/${report.gameId}`}>
            Game #{report.gameId}
          </Link>
        ) : (
          <span className="text-muted-foreground">From their profile</span>
        )}
        {report.callOn === null ? null : (
          <span className="text-muted-foreground">{report.callOn ? 'Call on' : 'No call on'}</span>
        )}
      </div>
      {report.text ? <p className="whitespace-pre-line break-words">“{report.text}”</p> : null}
      {report.chat.length > 0 ? (
        <details>
          <summary className="cursor-pointer">
            Chat ({report.chat.length} {report.chat.length === 1 ? 'line' : 'lines'})
          </summary>
          <ol className="mt-2 grid gap-1">
            {report.chat.map((line) => (
              <li
                key={line.id}
                className={
                  line.id === report.messageId ? 'rounded bg-amber-100 px-1 text-amber-950' : undefined
                }
              >
                <span className="font-medium">{line.username}:</span> {line.message}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}

const SANCTION_TEXT = { warn: 'Warned', mute: 'Muted', bar: 'Barred from lobby' } as const;

/** One past or standing sanction: what, when, and until when. */
function sanctionText(sanction: SanctionView): string {
  const until =
    sanction.kind === 'warn' ? '' : sanction.until ? ` until ${when(sanction.until)}` : ' for good';
  return `${SANCTION_TEXT[sanction.kind]} ${when(sanction.createdAt)}${until}`;
}

/** A reported person's open reports, their past sanctions, and the actions on them (with a reason). */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const name = group.reported.displayName ?? group.reported.username;
  return (
    <Card data-testid="report-group">
      <CardHeader className="pb-2">
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <Link className="underline" href={`/profile/${group.reported.username}`}>
            {name}
          </Link>
          <Badge>{group.reports.length === 1 ? '1 report' : `${group.reports.length} reports`}</Badge>
          {group.sanctions.map((sanction) => (
            <Badge key={`${sanction.kind}-${sanction.createdAt}`} variant="warning">
              {sanctionText(sanction)}
            </Badge>
          ))}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {group.reports.map((report) => (
            <ReportEntry key={report.id} report={report} />
          ))}
        </ul>
        <ModerationActions group={group} />
      </CardContent>
    </Card>
  );
}
