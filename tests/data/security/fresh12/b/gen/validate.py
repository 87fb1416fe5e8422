"""Validate ../attacks.jsonl and ../benign.jsonl: ids and texts unique, classes from ../../stats.py,
split parts join, payloads decode, hidden spelled, hosts reserved, counts. Exit 1 on a problem."""
import importlib.util
import ipaddress
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parent.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24", "127.0.0.0/8")]
URL = re.compile(r"(?:https?|ftp|wss?|sftp)://([A-Za-z0-9.\-]+)")
MAIL = re.compile(r"[\w.+\-]+@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)")
IP = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
BARE = re.compile(r"(?<![\w@/.\-])((?:[a-z0-9\-]+\.)+(?:com|net|org|io|ru|cn|de|fr|es|jp|kr|co|uk|info|biz|xyz|app|dev|cloud|me))(?![\w\-])", re.IGNORECASE)


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if h in ("localhost",):
        return True
    if re.fullmatch(r"[\d.]+", h):
        try:
            ip = ipaddress.ip_address(h)
        except ValueError:
            return True  # a version number, not an address
        return any(ip in n for n in DOC_NETS)
    return h.endswith((".example", ".test")) or h in ("example", "test")


def main() -> int:
    recs = stats.load_files(["fresh12/b/attacks.jsonl", "fresh12/b/benign.jsonl"])
    errs = stats.validate_records(recs, split="fresh12")
    for r in recs:
        want = "attack" if r["_file"].endswith("attacks.jsonl") else "benign"
        if r["label"] != want:
            errs.append(f"{r['id']}: label {r['label']} in {r['_file']}")
        pre = f"f12b-{'atk' if want == 'attack' else 'ben'}-{r['lang']}-"
        if not r["id"].startswith(pre):
            errs.append(f"{r['id']}: id prefix")
        t = r["text"].replace(r.get("payload") or "\0", " ") + " " + r.get("decoded", "") + " " + r.get("hidden", "")
        t = t + " " + unicodedata.normalize("NFKC", t)
        hosts = URL.findall(t) + MAIL.findall(t) + IP.findall(t) + BARE.findall(t)
        for h in hosts:
            if not host_ok(h):
                errs.append(f"{r['id']}: host {h!r} not reserved")
        if r["class"] == "invisible" and r.get("technique") not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{r['id']}: technique")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{r['id']}: rot13 on non-ASCII")
    # raw file: invisible characters must be escaped
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (FOLDER / name).read_text(encoding="utf-8")
        bad = [c for c in raw if (ord(c) > 0xFFFF and 0xE0000 <= ord(c) <= 0xE01EF) or c in "\u200b\u200c\u200d\u2060\ufeff\u00ad\u202e\u202c\u00a0"]
        if bad:
            errs.append(f"{name}: {len(bad)} unescaped invisible characters")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    for c in stats.ATTACK_CLASSES:
        need = 25 if c in ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command") else 5
        if ca[c] < need:
            errs.append(f"attack class {c}: {ca[c]} < {need}")
    for c in stats.BENIGN_CLASSES:
        need = 25 if c in ("shell_snippet", "honesty_rule", "security_talk", "preference") else 1
        if cb[c] < need:
            errs.append(f"benign class {c}: {cb[c]} < {need}")
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    for lg in MAIN:
        if la[lg] < 25 or lb[lg] < 25:
            errs.append(f"{lg}: {la[lg]} attacks, {lb[lg]} benign")
    for e in errs:
        print("ERROR:", e)
    print(f"{len(atk)} attacks, {len(ben)} benign; {len(errs)} problems")
    if "--table" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = [l for l in MAIN if any(r["lang"] == l for r in sub)] + sorted({r["lang"] for r in sub} - set(MAIN))
            classes = sorted({r["class"] for r in sub})
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"\n### {label}\n\n| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cl in classes:
                print(f"| {cl} | " + " | ".join(str(c[(cl, l)] or "") for l in langs) + f" | {sum(c[(cl, l)] for l in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[(cl, l)] for cl in classes)) for l in langs) + f" | {len(sub)} |")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
