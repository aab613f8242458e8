import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { ModerationReport, ReportGroup, SanctionView } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { ModerationActions } from './ModerationActions';
import { reasonText, reportsWords } from './reports-words';

const when = (i18n: I18n, iso: string) =>
  new Date(iso).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One report with its evidence: reason, words, the game, whether the call was on, the chat lines, and the
 * reported video message, played from the moderators' own address.
 */
function ReportEntry({ report }: { report: ModerationReport }) {
  const { i18n } = useLingui();
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="moderation-report">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{reasonText(i18n, report.reason)}</Badge>
        <span>{i18n._('moderation.report.by', { name: report.reporter })}</span>
        <span className="text-muted-foreground">{when(i18n, report.createdAt)}</span>
        {report.gameId ? (
          <Link className="underline" href={`/game/${report.gameId}`}>
            {i18n._('moderation.report.game', { id: report.gameId })}
          </Link>
        ) : (
          <span className="text-muted-foreground">{i18n._('moderation.report.fromProfile')}</span>
        )}
        {report.callOn === null ? null : (
          <span className="text-muted-foreground">
            {i18n._(report.callOn ? 'moderation.report.callOn' : 'moderation.report.callOff')}
          </span>
        )}
      </div>
      {report.text ? (
        <p className="whitespace-pre-line break-words">
          {i18n._('moderation.report.quote', { text: report.text })}
        </p>
      ) : null}
      {report.videoMessage ? (
        <figure className="grid gap-1" data-testid="moderation-video-message">
          <figcaption className="font-medium">
            {i18n._(
              report.videoMessage.kind === 'video'
                ? 'moderation.report.videoMessage'
                : 'moderation.report.audioMessage',
              { seconds: Math.round(report.videoMessage.durationMs / 1000) },
            )}
          </figcaption>
          {report.videoMessage.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: a person's own spoken message has no captions to give.
            <video
              src={report.videoMessage.url}
              controls
              playsInline
              preload="metadata"
              className="max-h-64 max-w-full rounded bg-black"
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: a person's own spoken message has no captions to give.
            <audio src={report.videoMessage.url} controls preload="metadata" />
          )}
        </figure>
      ) : null}
      {report.chat.length > 0 ? (
        <details>
          <summary className="cursor-pointer">
            {i18n._('moderation.report.chat', { count: report.chat.length })}
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

/** One past or standing sanction: what, when, and until when. */
function sanctionText(i18n: I18n, sanction: SanctionView): string {
  const at = when(i18n, sanction.createdAt);
  if (sanction.kind === 'warn') return i18n._('moderation.sanction.warn', { at });
  if (sanction.until === null)
    return i18n._(
      sanction.kind === 'mute' ? 'moderation.sanction.muteForGood' : 'moderation.sanction.barForGood',
      {
        at,
      },
    );
  return i18n._(sanction.kind === 'mute' ? 'moderation.sanction.mute' : 'moderation.sanction.bar', {
    at,
    until: when(i18n, sanction.until),
  });
}

/** A reported person's open reports, their past sanctions, and the actions on them (with a reason). */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  reportsWords.useWords();
  const { i18n } = useLingui();
  const name = group.reported.displayName ?? group.reported.username;
  return (
    <Card data-testid="report-group">
      <CardHeader className="pb-2">
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <Link className="underline" href={`/profile/${group.reported.username}`}>
            {name}
          </Link>
          <Badge>{i18n._('moderation.reports', { count: group.reports.length })}</Badge>
          {group.sanctions.map((sanction) => (
            <Badge key={`${sanction.kind}-${sanction.createdAt}`} variant="warning">
              {sanctionText(i18n, sanction)}
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
