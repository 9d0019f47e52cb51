"""Whether text is a plain decimal number: ASCII digits only, so that ``int(text)`` accepts it.

``str.isdigit`` also accepts characters such as superscript two (``"²"``) that ``int`` rejects, and
``str.isdecimal`` accepts other scripts' digits; tokens, versions, lengths and account ids on the
wire are ASCII digits, and anything else is malformed input that deserves the caller's own error.
"""

from __future__ import annotations


def is_digits(text: str) -> bool:
    """True for a non-empty run of ``0``-``9`` and nothing else."""
    return text.isascii() and text.isdigit()
