import { useQuery } from '@tanstack/react-query';
import type {
  AdvancedStats,
  ComprehensiveStats,
  ExplorerNode,
  HeadToHead,
  PERFORMANCE_PERIODS,
} from '../../../core/protocol';

/** The owner's deeper statistics (issue 17); the server refuses a level the plan lacks. */

export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

export function useAdvancedStats(userId: string, enabled: boolean) {
  return useQuery<AdvancedStats>({
    queryKey: ['/api/users', userId, 'stats/advanced'],
    enabled,
    refetchOnMount: 'always',
  });
}

export function useHeadToHead(userId: string, opponentId: string | null) {
  return useQuery<HeadToHead>({
    queryKey: ['/api/users', userId, `head-to-head?opponent=${encodeURIComponent(opponentId ?? '')}`],
    enabled: opponentId !== null,
  });
}

export function useComprehensiveStats(userId: string, period: PerformancePeriod, enabled: boolean) {
  return useQuery<ComprehensiveStats>({
    queryKey: ['/api/users', userId, `stats/comprehensive?period=${period}`],
    enabled,
    refetchOnMount: 'always',
  });
}

export function useExplorer(userId: string, moves: readonly string[], enabled: boolean) {
  return useQuery<ExplorerNode>({
    queryKey: ['/api/users', userId, `explorer?moves=${encodeURIComponent(moves.join(' '))}`],
    enabled,
  });
}
