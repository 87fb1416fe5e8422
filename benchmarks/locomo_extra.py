"""Builds a LoCoMo file of the public release's conversations that ``locomo-dev.json`` lacks.

The recall benchmark tunes on two dev conversations and reports three. The public LoCoMo release
(``data/locomo10.zip`` of the snap-research/locomo repository) holds ten; the five not in the dev
file make a larger tune set, so a ranking change can be judged on more than two conversations
without ever reading the reported ones. Every conversation written here is a tune conversation.

Run: ``python -m benchmarks.locomo_extra RELEASE OUT`` where ``RELEASE`` is ``locomo10.zip`` or
the folder it unpacks to; then pass ``--locomo OUT`` to ``bench_recall_quality --split tune`` or
``tune_recall_rank --dump``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import zipfile
from pathlib import Path
from typing import Any

from . import hindsight_locomo as locomo

_SESSION = re.compile(r"session_\d+(_date_time)?")


def _release_files(release: Path) -> dict[str, dict[str, Any]]:
    """Sample id -> raw JSON of each conversation in the release (zip or folder)."""
    found: dict[str, dict[str, Any]] = {}
    if release.is_dir():
        items = [(p.name, p.read_bytes()) for p in sorted(release.rglob("*.json"))]
    else:
        with zipfile.ZipFile(release) as archive:
            items = [(Path(n).name, archive.read(n)) for n in sorted(archive.namelist())
                     if n.endswith(".json")]
    for name, data in items:
        number = Path(name).stem
        if number.isdigit():
            found[f"conv-{number}"] = json.loads(data)
    return found


def extra_samples(release: Path, dev: Path) -> list[dict[str, Any]]:
    """The release's conversations whose sample id is not in ``dev``, in the dev file's shape."""
    known = {s["sample_id"] for s in json.loads(dev.read_text(encoding="utf-8"))}
    samples = []
    for sample_id, raw in sorted(_release_files(release).items()):
        if sample_id in known:
            continue
        conversation = {k: v for k, v in raw.items()
                        if k in ("speaker_a", "speaker_b") or _SESSION.fullmatch(k)}
        samples.append({"sample_id": sample_id, "conversation": conversation, "qa": raw["qa"]})
    return samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("release", type=Path, help="locomo10.zip or its unpacked folder")
    parser.add_argument("out", type=Path)
    parser.add_argument("--dev", type=Path, default=None, help="the dev file (default: as found)")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    samples = extra_samples(args.release, args.dev or locomo.locomo_path())
    args.out.write_text(json.dumps(samples, ensure_ascii=False), encoding="utf-8")
    print(f"wrote {len(samples)} conversations ({sum(len(s['qa']) for s in samples)} questions) "
          f"to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
