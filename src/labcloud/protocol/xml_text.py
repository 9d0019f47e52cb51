"""Text made safe for an XML document: characters XML 1.0 cannot carry replaced, markup escaped."""

from __future__ import annotations

import re

#: The characters XML 1.0 forbids outright (escaping does not help): C0 controls other than tab, LF
#: and CR, lone surrogates, U+FFFE and U+FFFF. Written as the forbidden set rather than the allowed
#: one, whose astral ranges make the pattern ~50 times dearer to compile at start-up. (SQS allows
#: exactly XML's characters in a message, so it checks bodies with this pattern too.)
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_safe(text: str) -> str:
    """``text`` with every character XML 1.0 forbids replaced by U+FFFD (so no value can break a document)."""
    return NOT_XML.sub("\ufffd", text)


def escape(text: str) -> str:
    """``text`` as XML character data: forbidden characters replaced, then ``&``, ``<`` and ``>`` escaped."""
    return xml_safe(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
