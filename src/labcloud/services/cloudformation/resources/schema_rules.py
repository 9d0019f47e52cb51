"""The value constraints of AWS's resource provider schemas, checked as CloudFormation checks them.

CloudFormation validates a resource's properties against the type's schema (with the everit JSON Schema
library) before the handler runs, and fails the resource with ``Properties validation failed for
resource <Logical> with message: <violation>``. Its messages are everit's, except that every keyword
whose message would show the value is scrubbed to ``<pointer>: failed validation constraint for keyword
[<keyword>]`` (AWS's cloudformation-resource-schema, ``ValidationException.SAFE_KEYWORDS``):

=====================  ==================================================================
keyword                violation (after ``with message:``)
=====================  ==================================================================
``enum``               ``#/Runtime: failed validation constraint for keyword [enum]``
``minimum``            ``#/DelaySeconds: failed validation constraint for keyword [minimum]``
``maximum``            ``#/DelaySeconds: failed validation constraint for keyword [maximum]``
``pattern``            ``#/Name: failed validation constraint for keyword [pattern]``
``minLength``          ``#/Name: expected minLength: 1, actual: 0``
``maxLength``          ``#/Name: expected maxLength: 64, actual: 80``
``minItems``           ``#/Subnets: expected minimum item count: 1, found: 0``
``maxItems``           ``#/Layers: expected maximum item count: 5, found: 6``
additionalProperties   ``#/Environment: extraneous key [Variable] is not permitted``
``oneOf``              ``#/AuthParameters: 2 subschemas matched instead of one``
``anyOf``              ``#: no subschema matched out of the total 3 subschemas``
=====================  ==================================================================

Confirmed from public sources: the scrubbed form and the list of keywords it spares (AWS's
cloudformation-resource-schema), everit's ``expected maxLength``/``minLength``/``minimum item count``/
``maximum item count``/``extraneous key``/``subschemas matched instead of one`` texts, and CloudFormation
stack events quoting ``failed validation constraint for keyword [pattern]`` and ``extraneous key [Key] is
not permitted``. NOT confirmed: the ``anyOf`` text (everit's ``no subschema matched out of the total N
subschemas`` is assumed), and whether CloudFormation appends a ``oneOf``/``anyOf`` failure's causes
(labcloud shows the combined violation only). ``enum`` is scrubbed: everit's ``is not a valid enum
value`` never reaches the stack events.

A keyword applies only to a value of its JSON type (``pattern`` to text, ``minimum`` to numbers ...), after
CloudFormation's scalar conversion, and never to a ``{{resolve:...}}`` reference (checked once resolved
by the service). Only the simple ``oneOf``/``anyOf`` is kept (every branch ``{"required": [...]}``);
maps' key patterns (``patternProperties``) are not checked.

Patterns: CloudFormation runs them with Java's regex engine (everit's default), although the schemas
call them ECMAScript; they use ``\\p{L}``-style classes, ``\\Z``, look-arounds and ``\\xNN``/``\\uNNNN``
escapes. They are compiled with the ``regex`` package (already a dependency; the standard ``re`` lacks
``\\p{...}``) after translating the ECMAScript-only ``[^]`` and ``\\/``; a pattern that still does not
compile is skipped (:func:`unusable_patterns` lists them; the checked-in schemas have none). Each match
is bounded by :data:`MATCH_SECONDS` (a pathological pattern is skipped, never a hang). A pattern of the
dot alone (``^.*$``: Pipes' Description) takes multi-line text, as the services' own APIs do
(:func:`labcloud.protocol.shapes.any_text`).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

import regex

from labcloud.protocol.shapes import any_text

#: The most a single pattern match may take before the check is skipped.
MATCH_SECONDS = 0.05
_DYNAMIC = "{{resolve:"


def _scrubbed(where: str, keyword: str) -> str:
    return f"{where}: failed validation constraint for keyword [{keyword}]"


def translate(pattern: str) -> str:
    """An ECMAScript/Java pattern in the ``regex`` package's syntax (the few spellings it lacks)."""
    return pattern.replace("[^]", r"[\s\S]").replace(r"\/", "/")


@lru_cache(maxsize=1024)
def compiled(pattern: str) -> Any:
    """The compiled pattern, or None when it cannot be used (skipped, not a failure)."""
    try:
        return regex.compile(translate(pattern), regex.DOTALL if any_text(pattern) else 0)
    except (regex.error, ValueError, OverflowError):
        return None


def _matches(pattern: str, value: str) -> bool:
    """Whether ``pattern`` finds a match in ``value`` (JSON Schema's unanchored search); a pattern that
    cannot be compiled, or a match that takes too long, counts as a match (nothing is refused)."""
    compiled_pattern = compiled(pattern)
    if compiled_pattern is None:
        return True
    try:
        return compiled_pattern.search(value, timeout=MATCH_SECONDS) is not None
    except TimeoutError:
        return True


def _same(a: Any, b: Any) -> bool:
    return a == b and isinstance(a, bool) == isinstance(b, bool)


def scalar(rules: dict[str, Any], value: Any, where: str) -> list[str]:
    """The violations of a scalar's ``enum``/``minimum``/``maximum``/length/``pattern`` rules."""
    if isinstance(value, str) and _DYNAMIC in value:
        return []
    out: list[str] = []
    enum = rules.get("enum")
    if enum is not None and not any(_same(value, allowed) for allowed in enum):
        out.append(_scrubbed(where, "enum"))
    if isinstance(value, int | float) and not isinstance(value, bool):
        if "minimum" in rules and value < rules["minimum"]:
            out.append(_scrubbed(where, "minimum"))
        if "maximum" in rules and value > rules["maximum"]:
            out.append(_scrubbed(where, "maximum"))
    if isinstance(value, str):
        if "minLength" in rules and len(value) < rules["minLength"]:
            out.append(f"{where}: expected minLength: {rules['minLength']}, actual: {len(value)}")
        if "maxLength" in rules and len(value) > rules["maxLength"]:
            out.append(f"{where}: expected maxLength: {rules['maxLength']}, actual: {len(value)}")
        if "pattern" in rules and not _matches(rules["pattern"], value):
            out.append(_scrubbed(where, "pattern"))
    return out


def items(tree: dict[str, Any], value: list[Any], where: str) -> list[str]:
    """The violations of an array's ``minItems``/``maxItems``."""
    if "minItems" in tree and len(value) < tree["minItems"]:
        return [f"{where}: expected minimum item count: {tree['minItems']}, found: {len(value)}"]
    if "maxItems" in tree and len(value) > tree["maxItems"]:
        return [f"{where}: expected maximum item count: {tree['maxItems']}, found: {len(value)}"]
    return []


def keys(tree: dict[str, Any], value: dict[str, Any], where: str) -> list[str]:
    """An object's extraneous keys (``additionalProperties: false``) and its simple ``oneOf``/``anyOf``."""
    out: list[str] = []
    if tree.get("closed"):
        members = tree["object"]
        out += [f"{where}: extraneous key [{key}] is not permitted" for key in value if key not in members]
    one_of = tree.get("oneOf")
    if one_of:
        matched = sum(all(name in value for name in branch) for branch in one_of)
        if matched != 1:
            out.append(f"{where}: {matched} subschemas matched instead of one")
    any_of = tree.get("anyOf")
    if any_of and not any(all(name in value for name in branch) for branch in any_of):
        out.append(f"{where}: no subschema matched out of the total {len(any_of)} subschemas")
    return out


def patterns_in(tree: Any) -> Iterator[str]:
    """Every pattern in a type tree (the schema file's ``props``/``defs`` values)."""
    if isinstance(tree, dict):
        if isinstance(tree.get("pattern"), str) and "scalar" in tree:
            yield tree["pattern"]
        for key, sub in tree.items():
            if key != "pattern":
                yield from patterns_in(sub)
    elif isinstance(tree, list):
        for sub in tree:
            yield from patterns_in(sub)


def unusable_patterns(types: dict[str, Any]) -> list[tuple[str, str]]:
    """``(type, pattern)`` for each schema pattern that cannot be compiled (and so is not checked)."""
    out = []
    for type_name, entry in sorted(types.items()):
        for pattern in patterns_in([entry.get("props"), entry.get("defs")]):
            if compiled(pattern) is None:
                out.append((type_name, pattern))
    return sorted(set(out))
