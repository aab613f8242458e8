import { useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { LobbyState, Seek, SeekInput } from '../../core/protocol';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { refusalText } from '../i18n/refusal-text';
import { isRefusal } from '../lib/api';
import { ErrorLine } from './ErrorLine';
import { acceptSeek, cancelSeek, LOBBY_KEY, postSeek } from './lobby-api';
import { SeekForm } from './SeekForm';
import { SeekList } from './SeekList';
import { withSeek } from './use-lobby';

type SeekAction = { kind: 'accept' | 'cancel'; seek: Seek };

/** Open seeks anyone may accept with one click, and the form to post one. */
export function OpenSeeks({ lobby, myId, blocked }: { lobby: LobbyState; myId: string; blocked: boolean }) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const changeSeeks = (change: (seeks: Seek[]) => Seek[]) =>
    client.setQueryData<LobbyState>(LOBBY_KEY, (data) =>
      data ? { ...data, seeks: change(data.seeks) } : data,
    );
  const drop = (seekId: string) => changeSeeks((seeks) => seeks.filter((seek) => seek.id !== seekId));

  const act = useMutation({
    mutationFn: async ({ kind, seek }: SeekAction) => {
      if (kind === 'cancel') return cancelSeek(seek.id);
      navigate(`/game/${encodeURIComponent(await acceptSeek(seek.id))}`);
    },
    onSuccess: (_, { seek }) => drop(seek.id),
    // A seek someone else took first is gone: the list says so by dropping it, beside the message.
    onError: (error, { seek }) => {
      if (isRefusal(error, 'seek_closed')) drop(seek.id);
    },
  });
  const post = useMutation({
    mutationFn: (body: SeekInput) => postSeek(body),
    onSuccess: (seek) => changeSeeks((seeks) => withSeek(seeks, seek)),
  });
  const error = act.error ?? post.error;
  const mine = lobby.seeks.filter((seek) => seek.player.id === myId).length;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('lobby.seeks.title')}</CardTitle>
          <CardDescription>{i18n._('lobby.seeks.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <ErrorLine message={error ? refusalText(i18n, error, i18n._('lobby.failed')) : null} />
          <SeekList
            seeks={lobby.seeks}
            myId={myId}
            busySeekId={act.isPending ? (act.variables?.seek.id ?? null) : null}
            acceptDisabled={blocked}
            onAccept={(seek) => {
              post.reset();
              act.mutate({ kind: 'accept', seek });
            }}
            onCancel={(seek) => {
              post.reset();
              act.mutate({ kind: 'cancel', seek });
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('lobby.post.title')}</CardTitle>
          <CardDescription>{i18n._('lobby.post.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SeekForm
            calls={lobby.calls}
            openSeeks={mine}
            disabled={blocked}
            posting={post.isPending}
            onPost={(body) => {
              act.reset();
              post.mutate(body);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
