"""Tiny collectors used by the lang_*.py files."""


def collectors():
    A, B = [], []

    def a(cls, text=None, **kw):
        e = dict(cls=cls, **kw)
        if text is not None:
            e["text"] = text
        A.append(e)

    def b(cls, text=None, **kw):
        e = dict(cls=cls, **kw)
        if text is not None:
            e["text"] = text
        B.append(e)

    return A, B, a, b
