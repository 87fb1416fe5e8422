import json
import numpy as np
from deerflow_memory_middleware.security import semantic
from benchmarks._old_tmp import load
ben=[json.loads(l)['text'] for l in open('tests/data/security/benign_tune.jsonl')]
atk=[json.loads(l) for l in open('tests/data/security/attacks_tune.jsonl')]
atk=[r['text'] for r in atk if r['class'] not in ('invisible','encoded')]
old=load('benign_corpus.txt')
for name, xs in (('ben_tune',ben),('old_benign',old),('atk_tune',atk)):
    sc=np.array([semantic.score(t) or -1 for t in xs])
    print(name, len(xs), 'quantiles', np.round(np.quantile(sc,[0.5,0.9,0.95,0.97,0.99,1.0]),3))
    for m in (0.06,0.08,0.1,0.12,0.15):
        print('  >%.2f: %.3f'%(m,(sc>m).mean()), end='')
    print()
