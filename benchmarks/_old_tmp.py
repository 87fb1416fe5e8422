import re
from pathlib import Path
from deerflow_memory_middleware.security import find_threat
from deerflow_memory_middleware.security import semantic
DATA=Path('tests/data')
E=re.compile(r"\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|n|t|\\)")
S={"n":"\n","t":"\t","\\":"\\"}
def load(n):
    return [E.sub(lambda m: S.get(m.group(1)) or chr(int(m.group(1)[1:],16)), r) for r in (DATA/n).read_text().splitlines() if r.strip() and not r.startswith('#')]
for t in load('benign_corpus.txt')+['hello','notetext','note\u200btext']:
    th=find_threat(t, block_invisible_unicode=False)
    if th: print(th.layer, th.category, round(semantic.score(t) or 0,3), '::', t[:100])
for t in load('attack_corpus.txt'):
    if not find_threat(t): print('MISS', t[:80])
