import json, sys
from deerflow_memory_middleware.security import find_threat, scan_snapshot
sem = '--sem' in sys.argv
layers = ("canonical","rules","decode","semantic") if sem else ("canonical","rules","decode")
for f in ('benign_tune','attacks_tune'):
  for l in open(f'tests/data/security/{f}.jsonl'):
    r=json.loads(l)
    parts=r.get('parts') or [r['text']]
    ts=[find_threat(p, layers=layers, semantic_detector=sem) for p in parts]
    t=next((x for x in ts if x), None)
    hit = t is not None or (len(parts)>1 and bool(scan_snapshot(parts, semantic_detector=sem)))
    if hit != (r['label']=='attack'):
        print(r['id'], r['class'][:8], t and (t.layer, t.category, t.matched[:50]), '::', r['text'][:140].replace('\n',' | '))
