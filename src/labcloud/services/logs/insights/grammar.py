"""The Logs Insights query language, for Lark's LALR parser: commands joined by ``|``.

Everything after a command's keyword is built from one expression grammar (boolean operators,
comparisons, ``like``/``=~`` with regexes or strings, ``in`` lists, arithmetic, function calls), so
``filter``, ``fields``, ``stats`` and ``sort`` share it. ``#`` starts a comment.
"""

GRAMMAR = r"""
start: _command (PIPE _command)*

_command: fields_cmd | filter_cmd | stats_cmd | sort_cmd | limit_cmd | dedup_cmd | display_cmd | parse_cmd

fields_cmd: FIELDS_KW named ("," named)*
display_cmd: DISPLAY_KW field ("," field)*
filter_cmd: FILTER_KW expr
stats_cmd: STATS_KW named ("," named)* (BY_KW named ("," named)*)?
sort_cmd: SORT_KW sort_key ("," sort_key)*
sort_key: expr DIRECTION?
limit_cmd: LIMIT_KW INT
dedup_cmd: DEDUP_KW field ("," field)*
parse_cmd: PARSE_KW field? STRING AS_KW NAME ("," NAME)*   -> parse_glob
         | PARSE_KW field? REGEX                           -> parse_regex

named: expr (AS_KW NAME)?

?expr: or_expr
?or_expr: and_expr | or_expr OR_KW and_expr          -> or_
?and_expr: not_expr | and_expr AND_KW not_expr       -> and_
?not_expr: cmp_expr | NOT_KW not_expr                -> not_
?cmp_expr: add_expr
         | add_expr COMPARATOR add_expr              -> compare
         | add_expr LIKE_KW pattern                  -> like
         | add_expr NOT_KW LIKE_KW pattern           -> not_like
         | add_expr MATCH_OP pattern                 -> like
         | add_expr NOT_MATCH_OP pattern             -> not_like
         | add_expr IN_KW "[" expr ("," expr)* "]"   -> in_
         | add_expr NOT_KW IN_KW "[" expr ("," expr)* "]" -> not_in
?add_expr: mul_expr | add_expr ADD_OP mul_expr       -> binop
?mul_expr: unary | mul_expr MUL_OP unary             -> binop
?unary: atom | "-" unary                             -> neg
?atom: NUMBER                                        -> number
     | STRING                                        -> string
     | DURATION                                      -> duration
     | call
     | field
     | "(" expr ")"
call: NAME "(" [arg ("," arg)*] ")"
?arg: expr | STAR
pattern: REGEX | STRING
field: NAME | AT_NAME | QUOTED_NAME

PIPE: "|"
FIELDS_KW.3: /fields\b/i
DISPLAY_KW.3: /display\b/i
FILTER_KW.3: /filter\b/i
STATS_KW.3: /stats\b/i
SORT_KW.3: /sort\b/i
LIMIT_KW.3: /limit\b/i
DEDUP_KW.3: /dedup\b/i
PARSE_KW.3: /parse\b/i
BY_KW.3: /by\b/i
AS_KW.3: /as\b/i
AND_KW.3: /and\b/i
OR_KW.3: /or\b/i
NOT_KW.3: /not\b/i
LIKE_KW.3: /like\b/i
IN_KW.3: /in\b/i
DIRECTION.3: /(asc|desc)\b/i
MATCH_OP.3: "=~"
NOT_MATCH_OP.3: "!=~"
COMPARATOR: "==" | "!=" | "<=" | ">=" | "=" | "<" | ">"
ADD_OP: "+" | "-"
MUL_OP: "*" | "/" | "%"
STAR.2: "*"
DURATION.2: /\d+(ms|mo|s|m|h|d|w|q|y)\b/
NUMBER: /\d+(\.\d+)?([eE][+-]?\d+)?/
INT: /\d+/
AT_NAME: /@[A-Za-z_][A-Za-z0-9_.]*/
NAME: /[A-Za-z_][A-Za-z0-9_.]*/
QUOTED_NAME: /`[^`]+`/
STRING: /"(\\.|[^"\\])*"/ | /'(\\.|[^'\\])*'/
REGEX: /\/(\\.|[^\/\\\n])+\/[imsx]*/
COMMENT: /#[^\n]*/
%ignore COMMENT
%ignore /[ \t\r\n]+/
"""
