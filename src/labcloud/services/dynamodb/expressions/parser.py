"""Recursive-descent parser: tokens -> parse trees for each DynamoDB expression kind.

Grammar (keywords case-insensitive, function names as written)::

    condition  := or
    or         := and ("OR" and)*
    and        := not ("AND" not)*
    not        := "NOT" not | primary
    primary    := "(" condition ")" | operand comparator operand
                | operand "BETWEEN" operand "AND" operand
                | operand "IN" "(" operand ("," operand)* ")" | function
    operand    := path | :value | function
    function   := NAME "(" [operand ("," operand)*] ")"
    path       := (NAME | #alias) ("." (NAME | #alias) | "[" INT "]")*
    update     := (("SET" set ("," set)*) | ("REMOVE" path ("," path)*)
                  | ("ADD" path :value ("," path :value)*) | ("DELETE" path :value (...)*))+
    set        := path "=" operand [("+" | "-") operand]
    projection := path ("," path)*
"""

from __future__ import annotations

from functools import lru_cache

from labcloud.services.dynamodb.expressions.errors import invalid
from labcloud.services.dynamodb.expressions.nodes import (
    AddAction,
    And,
    Arith,
    Between,
    Call,
    Compare,
    Condition,
    Const,
    DeleteAction,
    Func,
    In,
    Not,
    Operand,
    Or,
    Path,
    PathElement,
    ProjectionTree,
    RemoveAction,
    SetAction,
    UpdateAction,
    UpdateTree,
)
from labcloud.services.dynamodb.expressions.tokens import (
    ALIAS,
    EOF_KIND,
    INT,
    NAME,
    OP,
    VALUE,
    Token,
    syntax_error_text,
    tokenize,
)

MAX_EXPRESSION_BYTES = 4096
#: DynamoDB's documented cap on operators and functions in one expression.
MAX_OPERATORS = 300
#: labcloud's own bound on nesting (parentheses, NOT, function calls): the parser and the tree
#: walkers recurse once per level, so no expression may recurse past it. AWS's operator cap and its
#: redundant-parentheses rule reject almost every deeper expression before this bound is reached.
MAX_NESTING = 100
COMPARATORS = frozenset({"=", "<>", "<", "<=", ">", ">="})
CONDITION_KEYWORDS = frozenset({"AND", "OR", "NOT", "BETWEEN", "IN"})
UPDATE_CLAUSES = ("SET", "REMOVE", "ADD", "DELETE")


class _Parser:
    def __init__(self, source: str, label: str, keywords: frozenset[str]) -> None:
        self.source = source
        self.label = label
        self.keywords = keywords
        self.tokens = tokenize(source, label)
        self.pos = 0
        self.depth = 0
        _check_shape(self.tokens, label, keywords is CONDITION_KEYWORDS)

    def enter(self) -> None:
        """One more level of nesting; beyond :data:`MAX_NESTING` the expression is refused."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise invalid(
                self.label,
                f"The expression is nested too deeply; labcloud supports up to {MAX_NESTING} "
                "levels of parentheses, NOT and function calls;",
            )

    # -- token helpers -------------------------------------------------------------------------
    def peek(self, offset: int = 0) -> Token:
        index = min(self.pos + offset, len(self.tokens) - 1)
        return self.tokens[index]

    def advance(self) -> Token:
        token = self.tokens[self.pos]
        if token.kind != EOF_KIND:
            self.pos += 1
        return token

    def is_op(self, text: str) -> bool:
        token = self.peek()
        return token.kind == OP and token.text == text

    def is_keyword(self, word: str) -> bool:
        token = self.peek()
        return token.kind == NAME and token.upper == word

    def fail(self) -> Exception:
        token = self.peek()
        previous = self.tokens[self.pos - 1] if self.pos > 0 else None
        return invalid(self.label, syntax_error_text(self.source, previous, token))

    def expect_op(self, text: str) -> Token:
        if not self.is_op(text):
            raise self.fail()
        return self.advance()

    def expect_end(self) -> None:
        if self.peek().kind != EOF_KIND:
            raise self.fail()

    # -- shared pieces -------------------------------------------------------------------------
    def path(self) -> Path:
        token = self.peek()
        if token.kind == ALIAS or (token.kind == NAME and token.upper not in self.keywords):
            self.advance()
        else:
            raise self.fail()
        raw: list[PathElement] = [token.text]
        while True:
            if self.is_op("."):
                self.advance()
                token = self.peek()
                if token.kind not in (NAME, ALIAS):
                    raise self.fail()
                self.advance()
                raw.append(token.text)
            elif self.is_op("["):
                self.advance()
                token = self.peek()
                if token.kind != INT:
                    raise self.fail()
                self.advance()
                raw.append(int(token.text))
                self.expect_op("]")
            else:
                return Path(tuple(raw))

    def operand(self) -> Operand:
        token = self.peek()
        if token.kind == NAME and self.peek(1).kind == OP and self.peek(1).text == "(":
            self.advance()
            self.advance()
            self.enter()
            args: list[Operand] = []
            if not self.is_op(")"):
                args.append(self.operand())
                while self.is_op(","):
                    self.advance()
                    args.append(self.operand())
            self.expect_op(")")
            self.depth -= 1
            return Func(token.text, tuple(args))
        if token.kind == VALUE:
            self.advance()
            return Const(token.text)
        return self.path()

    # -- conditions ----------------------------------------------------------------------------
    def condition(self) -> Condition:
        node, _ = self.disjunction()
        return node

    def disjunction(self) -> tuple[Condition, bool]:
        node, grouped = self.conjunction()
        while self.is_keyword("OR"):
            self.advance()
            right, _ = self.conjunction()
            node, grouped = Or(node, right), False
        return node, grouped

    def conjunction(self) -> tuple[Condition, bool]:
        node, grouped = self.negation()
        while self.is_keyword("AND"):
            self.advance()
            right, _ = self.negation()
            node, grouped = And(node, right), False
        return node, grouped

    def negation(self) -> tuple[Condition, bool]:
        if self.is_keyword("NOT"):
            self.advance()
            self.enter()
            inner, _ = self.negation()
            self.depth -= 1
            return Not(inner), False
        return self.primary()

    def primary(self) -> tuple[Condition, bool]:
        if self.is_op("("):
            self.advance()
            self.enter()
            inner, grouped = self.disjunction()
            self.expect_op(")")
            self.depth -= 1
            if grouped:
                raise invalid(self.label, "The expression has redundant parentheses;")
            return inner, True
        left = self.operand()
        token = self.peek()
        if token.kind == OP and token.text in COMPARATORS:
            self.advance()
            return Compare(token.text, left, self.operand()), False
        if self.is_keyword("BETWEEN"):
            self.advance()
            low = self.operand()
            if not self.is_keyword("AND"):
                raise self.fail()
            self.advance()
            return Between(left, low, self.operand()), False
        if self.is_keyword("IN"):
            self.advance()
            self.expect_op("(")
            options = [self.operand()]
            while self.is_op(","):
                self.advance()
                options.append(self.operand())
            self.expect_op(")")
            return In(left, tuple(options)), False
        if isinstance(left, Func):
            return Call(left), False
        raise self.fail()

    # -- update --------------------------------------------------------------------------------
    def update(self) -> UpdateTree:
        actions: list[UpdateAction] = []
        seen: set[str] = set()
        while self.peek().kind != EOF_KIND:
            token = self.peek()
            clause = token.upper if token.kind == NAME else ""
            if clause not in UPDATE_CLAUSES:
                raise self.fail()
            if clause in seen:
                raise invalid(
                    self.label, f'The "{clause}" section can only be used once in an update expression;'
                )
            seen.add(clause)
            self.advance()
            while True:
                actions.append(self.update_action(clause))
                if not self.is_op(","):
                    break
                self.advance()
        return UpdateTree(tuple(actions))

    def update_action(self, clause: str) -> UpdateAction:
        path = self.path()
        if clause == "SET":
            self.expect_op("=")
            value = self.operand()
            if self.is_op("+") or self.is_op("-"):
                op = self.advance().text
                value = Arith(op, value, self.operand())
            return SetAction(path, value)
        if clause == "REMOVE":
            return RemoveAction(path)
        if self.peek().kind != VALUE:
            raise self.fail()
        const = Const(self.advance().text)
        return AddAction(path, const) if clause == "ADD" else DeleteAction(path, const)

    # -- projection ----------------------------------------------------------------------------
    def projection(self) -> ProjectionTree:
        paths = [self.path()]
        while self.is_op(","):
            self.advance()
            paths.append(self.path())
        return ProjectionTree(tuple(paths))


def _check_shape(tokens: list[Token], label: str, condition: bool) -> None:
    """AWS's operator cap, and its redundant-parentheses rule for nesting no operator explains.

    Counted on the flat token list (no recursion): comparators, AND/OR/NOT/BETWEEN/IN (BETWEEN's own
    AND is part of it), function calls and ``+``/``-``. Projections and updates are only counted. A group directly inside another group is
    redundant, so parentheses nested deeper than the operators can separate always include one.
    """
    operators = 0
    depth = deepest = 0
    after_between = False
    for index, token in enumerate(tokens):
        if token.kind == OP:
            if token.text == "(":
                depth += 1
                deepest = max(deepest, depth)
                previous = tokens[index - 1] if index else None
                if previous is not None and previous.kind == NAME:
                    operators += 1  # a function call
            elif token.text == ")":
                depth -= 1
            elif token.text in ("+", "-") or (condition and token.text in COMPARATORS):
                operators += 1  # an update's SET "=" is an assignment, not an operator
        elif condition and token.kind == NAME and token.upper in CONDITION_KEYWORDS:
            if token.upper == "AND" and after_between:
                after_between = False
                continue
            operators += 1
            after_between = token.upper == "BETWEEN"
    if operators > MAX_OPERATORS:
        raise invalid(label, f"The expression contains too many operators; operator count: {operators}")
    if condition and deepest > operators + 1:
        raise invalid(label, "The expression has redundant parentheses;")


def _precheck(source: str, label: str) -> None:
    if not isinstance(source, str) or source.strip() == "":
        raise invalid(label, "The expression can not be empty;")
    size = len(source.encode("utf-8"))
    if size > MAX_EXPRESSION_BYTES:
        raise invalid(
            label, f"Expression size has exceeded the maximum allowed size; expression size: {size}"
        )


@lru_cache(maxsize=1024)
def parse_condition(source: str, label: str = "ConditionExpression") -> Condition:
    """Parse a condition / filter / key condition expression (placeholders unresolved)."""
    _precheck(source, label)
    parser = _Parser(source, label, CONDITION_KEYWORDS)
    node = parser.condition()
    parser.expect_end()
    return node


@lru_cache(maxsize=1024)
def parse_update(source: str, label: str = "UpdateExpression") -> UpdateTree:
    _precheck(source, label)
    parser = _Parser(source, label, frozenset(UPDATE_CLAUSES))
    tree = parser.update()
    parser.expect_end()
    return tree


@lru_cache(maxsize=1024)
def parse_projection(source: str, label: str = "ProjectionExpression") -> ProjectionTree:
    _precheck(source, label)
    parser = _Parser(source, label, frozenset())
    tree = parser.projection()
    parser.expect_end()
    return tree
