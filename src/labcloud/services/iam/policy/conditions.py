"""The Condition element: operators, set qualifiers, ``...IfExists`` and their AWS semantics.

Rules implemented (per IAM's documentation of condition operators):

* all operator blocks of a statement, and all keys within a block, must hold (AND); the values
  listed for one key are alternatives (OR);
* a key missing from the request makes a positive operator false and a negated operator
  (``StringNotEquals``, ``NotIpAddress``, ``ArnNotLike``...) true; ``...IfExists`` makes it true;
* ``ForAnyValue:`` holds when at least one request value matches (false for a missing key),
  ``ForAllValues:`` when every request value matches (true for a missing or empty key); with a
  negated operator a request value "matches" when it equals none of the policy values;
* ``Null`` checks presence: ``true`` holds when the key is absent, ``false`` when present;
* condition key names compare case-insensitively; values may hold policy variables.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import lru_cache

from labcloud.services.iam.policy.context import RequestContext
from labcloud.services.iam.policy.variables import Chunks, Template, joined, parse_template, static_chunks
from labcloud.services.iam.policy.wildcards import compile_patterns

ValueMatch = Callable[[str], bool]

# lower-cased operator name -> (positive base operator, negated)
OPERATORS: dict[str, tuple[str, bool]] = {
    "stringequals": ("stringequals", False),
    "stringnotequals": ("stringequals", True),
    "stringequalsignorecase": ("stringequalsignorecase", False),
    "stringnotequalsignorecase": ("stringequalsignorecase", True),
    "stringlike": ("stringlike", False),
    "stringnotlike": ("stringlike", True),
    "numericequals": ("numericequals", False),
    "numericnotequals": ("numericequals", True),
    "numericlessthan": ("numericlessthan", False),
    "numericlessthanequals": ("numericlessthanequals", False),
    "numericgreaterthan": ("numericgreaterthan", False),
    "numericgreaterthanequals": ("numericgreaterthanequals", False),
    "dateequals": ("dateequals", False),
    "datenotequals": ("dateequals", True),
    "datelessthan": ("datelessthan", False),
    "datelessthanequals": ("datelessthanequals", False),
    "dategreaterthan": ("dategreaterthan", False),
    "dategreaterthanequals": ("dategreaterthanequals", False),
    "bool": ("bool", False),
    "binaryequals": ("binaryequals", False),
    "ipaddress": ("ipaddress", False),
    "notipaddress": ("ipaddress", True),
    "arnequals": ("arnlike", False),
    "arnlike": ("arnlike", False),
    "arnnotequals": ("arnlike", True),
    "arnnotlike": ("arnlike", True),
    "null": ("null", False),
}

_QUALIFIERS = {"foranyvalue": "any", "forallvalues": "all"}
_IF_EXISTS = "ifexists"


@dataclass(frozen=True, slots=True)
class OperatorSpec:
    """A parsed operator name such as ``ForAllValues:StringLikeIfExists``."""

    name: str
    base: str
    negated: bool
    qualifier: str | None
    if_exists: bool


def parse_operator(name: str) -> OperatorSpec | None:
    """The operator's meaning, or None when IAM does not know it."""
    qualifier = None
    rest = name
    if ":" in name:
        prefix, _, rest = name.partition(":")
        qualifier = _QUALIFIERS.get(prefix.lower())
        if qualifier is None:
            return None
    lowered = rest.lower()
    if_exists = lowered.endswith(_IF_EXISTS) and lowered != _IF_EXISTS
    if if_exists:
        lowered = lowered[: -len(_IF_EXISTS)]
    meaning = OPERATORS.get(lowered)
    if meaning is None or (if_exists and meaning[0] == "null"):
        return None
    return OperatorSpec(name, meaning[0], meaning[1], qualifier, if_exists)


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _date(text: str) -> float | None:
    """Seconds since the epoch of an ISO 8601 date/time or an epoch number."""
    text = text.strip()
    number = _number(text)
    if number is not None:
        return number
    try:
        parsed = datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith(("Z", "z")) else text)
    except ValueError:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=timezone.utc)
    return parsed.timestamp()


def _binary(text: str) -> bytes | None:
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        return None


_Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def _network(text: str) -> _Network | None:
    try:
        return ipaddress.ip_network(text.strip(), strict=False)
    except ValueError:
        return None


def _compare(convert: Callable[[str], float | None], values: tuple[str, ...], test: str) -> ValueMatch:
    wanted = [v for v in (convert(text) for text in values) if v is not None]

    def match(text: str) -> bool:
        got = convert(text)
        if got is None:
            return False
        if test == "eq":
            return any(got == w for w in wanted)
        if test == "lt":
            return any(got < w for w in wanted)
        if test == "le":
            return any(got <= w for w in wanted)
        if test == "gt":
            return any(got > w for w in wanted)
        return any(got >= w for w in wanted)

    return match


_COMPARISONS = {
    "equals": "eq",
    "lessthan": "lt",
    "lessthanequals": "le",
    "greaterthan": "gt",
    "greaterthanequals": "ge",
}


@lru_cache(maxsize=4096)
def build_matcher(base: str, patterns: tuple[Chunks, ...]) -> ValueMatch:
    """A test of one request value against the policy values, in the operator's positive form."""
    values = tuple(joined(chunks) for chunks in patterns)
    if base == "stringequals":
        wanted = frozenset(values)
        return wanted.__contains__
    if base == "stringequalsignorecase":
        folded = frozenset(v.casefold() for v in values)
        return lambda text: text.casefold() in folded
    if base in ("stringlike", "arnlike"):
        regex = compile_patterns(patterns, base == "arnlike", False)
        return lambda text: regex.fullmatch(text) is not None
    if base.startswith("numeric"):
        return _compare(_number, values, _COMPARISONS[base[len("numeric") :]])
    if base.startswith("date"):
        return _compare(_date, values, _COMPARISONS[base[len("date") :]])
    if base == "bool":
        truths = frozenset(v.lower() for v in values)
        return lambda text: text.lower() in truths
    if base == "binaryequals":
        blobs = frozenset(b for b in (_binary(v) for v in values) if b is not None)
        return lambda text: _binary(text) in blobs
    if base == "ipaddress":
        networks = [n for n in (_network(v) for v in values) if n is not None]

        def in_networks(text: str) -> bool:
            try:
                address = ipaddress.ip_address(text.strip().split("/")[0])
            except ValueError:
                return False
            return any(address.version == n.version and address in n for n in networks)

        return in_networks
    raise ValueError(f"no matcher for operator {base}")


@dataclass(frozen=True, slots=True)
class Condition:
    """One ``operator: {key: values}`` test of a statement."""

    spec: OperatorSpec
    key: str  # lower-cased
    values: tuple[str, ...]
    patterns: tuple[Chunks, ...]
    templates: tuple[Template | None, ...]
    matcher: ValueMatch | None  # None when values hold variables (built per request)

    def _request_matcher(self, context: RequestContext) -> ValueMatch:
        if self.matcher is not None:
            return self.matcher
        resolved: list[Chunks] = []
        for chunks, template in zip(self.patterns, self.templates, strict=True):
            if template is None:
                resolved.append(chunks)
            else:
                substituted = template.resolve(context)
                if substituted is not None:
                    resolved.append(substituted)
        return build_matcher(self.spec.base, tuple(resolved))

    def holds(self, context: RequestContext) -> bool:
        spec = self.spec
        found = context.values(self.key)
        if spec.base == "null":
            absent = not found
            flags = {v.lower() for v in self.values}
            return ("true" in flags and absent) or ("false" in flags and not absent)
        if not found:
            if spec.qualifier == "all" or spec.if_exists:
                return True
            if spec.qualifier == "any":
                return False
            return spec.negated
        match = self._request_matcher(context)
        negated = spec.negated
        if spec.qualifier == "all":
            return all(match(v) != negated for v in found)
        if spec.qualifier == "any":
            return any(match(v) != negated for v in found)
        return any(match(v) for v in found) != negated


def make_condition(spec: OperatorSpec, key: str, values: tuple[str, ...], variables: bool) -> Condition:
    """Pre-compile one condition test (everything but variable substitution)."""
    templates = tuple(parse_template(v) if variables else None for v in values)
    patterns = tuple(static_chunks(v) for v in values)
    matcher = None
    if spec.base != "null" and all(t is None for t in templates):
        matcher = build_matcher(spec.base, patterns)
    return Condition(spec, key.lower(), values, patterns, templates, matcher)
