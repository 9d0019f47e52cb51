"""A composite alarm's ``AlarmRule``: its grammar (Lark), the tree it parses to and its evaluation.

``ALARM(x)``, ``OK(x)`` and ``INSUFFICIENT_DATA(x)`` are true when the alarm ``x`` (a name or an ARN,
in double quotes or bare) is in that state; ``TRUE`` and ``FALSE`` are constants; ``NOT`` binds
tighter than ``AND``, which binds tighter than ``OR``; parentheses group. A rule is parsed once
(text → tree, cached) and then evaluated against the states of the alarms it names. A malformed rule is
CloudWatch's ``Error in AlarmRule [Unsupported token 'x' at char n]``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from lark import Lark, Token, Tree
from lark.exceptions import LarkError, UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

from .errors import validation

#: CloudWatch's limits on a rule: its length and how many alarms it names.
MAX_RULE_CHARS = 10240
MAX_REFERENCES = 100

GRAMMAR = r"""
?start: disj
?disj: conj (_OR conj)*
?conj: neg (_AND neg)*
?neg: _NOT neg -> negation
    | atom
?atom: STATE "(" REF ")" -> check
     | "TRUE" -> true
     | "FALSE" -> false
     | "(" disj ")"
STATE.2: "ALARM" | "OK" | "INSUFFICIENT_DATA"
REF: /"[^"]*"/ | /[^()"\s]+/
_OR.2: "OR"
_AND.2: "AND"
_NOT.2: "NOT"
%ignore /\s+/
"""

_PARSER = Lark(GRAMMAR, parser="lalr", maybe_placeholders=False)


@dataclass(frozen=True, slots=True)
class Check:
    """``STATE(ref)``: true when the alarm ``ref`` is in ``state``."""

    state: str
    ref: str


@dataclass(frozen=True, slots=True)
class Const:
    value: bool


@dataclass(frozen=True, slots=True)
class Not:
    operand: Rule


@dataclass(frozen=True, slots=True)
class And:
    operands: tuple[Rule, ...]


@dataclass(frozen=True, slots=True)
class Or:
    operands: tuple[Rule, ...]


Rule = Check | Const | Not | And | Or


def _node(tree: Tree[Token] | Token) -> Rule:
    if isinstance(tree, Token):  # pragma: no cover - every terminal sits under a rule
        raise validation(f"Error in AlarmRule [Unsupported token '{tree}' at char {tree.start_pos}]")
    kind, children = tree.data, tree.children
    if kind == "check":
        state, ref = str(children[0]), str(children[1])
        return Check(state, ref[1:-1] if ref.startswith('"') else ref)
    if kind == "true":
        return Const(True)
    if kind == "false":
        return Const(False)
    if kind == "negation":
        return Not(_node(children[0]))
    if kind == "conj":
        return And(tuple(_node(c) for c in children))
    if kind == "disj":
        return Or(tuple(_node(c) for c in children))
    raise validation(f"Error in AlarmRule [Unsupported expression {kind}]")  # pragma: no cover


def _unsupported(token: str, at: int) -> Exception:
    return validation(f"Error in AlarmRule [Unsupported token '{token}' at char {at}]")


@lru_cache(maxsize=4096)
def parse(text: str) -> Rule:
    """The rule's tree; ValidationError for a rule CloudWatch refuses (length, syntax, references)."""
    if not text.strip():
        raise validation("Error in AlarmRule [The alarm rule is empty]")
    if len(text) > MAX_RULE_CHARS:
        raise validation(f"The AlarmRule must be at most {MAX_RULE_CHARS} characters long.")
    try:
        rule = _node(_PARSER.parse(text))
    except UnexpectedToken as exc:
        token = exc.token
        if token.type == "$END":
            raise validation("Error in AlarmRule [Unexpected end of the alarm rule]") from None
        raise _unsupported(str(token), int(token.start_pos or 0)) from None
    except UnexpectedCharacters as exc:
        at = int(exc.pos_in_stream or 0)
        raise _unsupported(text[at], at) from None
    except UnexpectedEOF:
        raise validation("Error in AlarmRule [Unexpected end of the alarm rule]") from None
    except LarkError as exc:  # pragma: no cover - any other parse failure
        raise validation(f"Error in AlarmRule [{exc}]") from None
    refs = set(references(rule))
    if len(refs) > MAX_REFERENCES:
        raise validation(f"The AlarmRule can reference at most {MAX_REFERENCES} alarms.")
    return rule


def references(rule: Rule) -> Iterator[str]:
    """Each alarm reference in the rule (as written: a name or an ARN), in order."""
    if isinstance(rule, Check):
        yield rule.ref
    elif isinstance(rule, Not):
        yield from references(rule.operand)
    elif isinstance(rule, (And, Or)):
        for operand in rule.operands:
            yield from references(operand)


def evaluate(rule: Rule, state_of: Callable[[str], str | None]) -> bool:
    """The rule's value, given each reference's current state (None: no such alarm, matching nothing)."""
    if isinstance(rule, Check):
        return state_of(rule.ref) == rule.state
    if isinstance(rule, Const):
        return rule.value
    if isinstance(rule, Not):
        return not evaluate(rule.operand, state_of)
    if isinstance(rule, And):
        return all(evaluate(o, state_of) for o in rule.operands)
    return any(evaluate(o, state_of) for o in rule.operands)


def checks(rule: Rule) -> Iterator[Check]:
    if isinstance(rule, Check):
        yield rule
    elif isinstance(rule, Not):
        yield from checks(rule.operand)
    elif isinstance(rule, (And, Or)):
        for operand in rule.operands:
            yield from checks(operand)
