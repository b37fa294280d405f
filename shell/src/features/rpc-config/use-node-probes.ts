import { useEffect, useState } from 'react';
import { probeNode, type NodeKind, type NodeProbe } from './node-probe';

/** A node's probe: under way, or its outcome. */
export type ProbeState = NodeProbe | { checking: true };

/** Probes every node of `nodes` at once, again whenever `round` changes; results arrive node by node. */
export function useNodeProbes(kind: NodeKind, nodes: readonly string[], round: number): ReadonlyMap<string, ProbeState> {
  const [results, setResults] = useState<ReadonlyMap<string, ProbeState>>(new Map());
  const nodeKey = nodes.join('\n');

  useEffect(() => {
    let current = true;
    const list = nodeKey.split('\n').filter(Boolean);
    setResults(new Map(list.map((node) => [node, { checking: true }])));
    for (const node of list) {
      void probeNode(kind, node).then((probe) => {
        if (current) setResults((previous) => new Map(previous).set(node, probe));
      });
    }
    return () => {
      current = false;
    };
  }, [kind, nodeKey, round]);

  return results;
}
