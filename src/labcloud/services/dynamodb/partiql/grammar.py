"""The grammar of DynamoDB's PartiQL dialect, for Lark's LALR parser.

Keywords are case-insensitive; ``--`` and ``/* */`` comments are whitespace; identifiers are bare
names or double-quoted; strings are single-quoted with ``''`` for a quote.
"""

GRAMMAR = r"""
start: _statement

_statement: select | insert | update | delete | exists_check

exists_check: "EXISTS"i "(" select ")"

select: "SELECT"i projection "FROM"i source alias? where? order?
projection: STAR                        -> project_all
          | path ("," path)*            -> project_paths
source: ident ("." ident)?
alias: "AS"i? NAME
where: "WHERE"i cond
order: "ORDER"i "BY"i path DIRECTION?

insert: "INSERT"i "INTO"i ident "VALUE"i value

update: "UPDATE"i ident alias? _update_action+ where returning?
_update_action: set_action | remove_action
set_action: "SET"i assignment ("," assignment)*
remove_action: "REMOVE"i path ("," path)*
assignment: path COMPARATOR set_value
?set_value: operand
          | operand PLUS operand        -> arithmetic
          | operand MINUS operand       -> arithmetic

delete: "DELETE"i "FROM"i ident alias? where returning?

returning: "RETURNING"i RETURN_WHICH RETURN_STATE STAR

?cond: cond_and
     | cond "OR"i cond_and              -> or_
?cond_and: cond_not
         | cond_and "AND"i cond_not     -> and_
?cond_not: predicate
         | "NOT"i cond_not              -> not_
?predicate: operand COMPARATOR operand  -> compare
          | operand "BETWEEN"i operand "AND"i operand -> between
          | operand "IN"i "[" operand ("," operand)* "]" -> in_
          | operand "IN"i "(" operand ("," operand)* ")" -> in_
          | operand "IS"i MISSING       -> is_missing
          | operand "IS"i "NOT"i MISSING -> is_not_missing
          | operand "IS"i NULL          -> is_null
          | operand "IS"i "NOT"i NULL   -> is_not_null
          | call
          | "EXISTS"i "(" select ")"    -> exists
          | "(" cond ")"

?operand: path | value | call
call: NAME "(" [operand ("," operand)*] ")"

path: ident _step*
_step: "." ident
     | "[" INT "]"

ident: NAME | QUOTED

?value: STRING                          -> string
      | number
      | TRUE                            -> true
      | FALSE                           -> false
      | NULL                            -> null
      | QMARK                           -> param
      | "[" [value ("," value)*] "]"    -> list_value
      | "{" [pair ("," pair)*] "}"      -> map_value
      | BAG_OPEN [value ("," value)*] BAG_CLOSE -> bag
number: MINUS? NUMBER
pair: STRING ":" value

BAG_OPEN.3: "<<"
BAG_CLOSE.3: ">>"
STAR: "*"
PLUS: "+"
MINUS: "-"
QMARK: "?"
TRUE.2: "TRUE"i
FALSE.2: "FALSE"i
NULL.2: "NULL"i
MISSING.2: "MISSING"i
RETURN_WHICH.2: "ALL"i | "MODIFIED"i
RETURN_STATE.2: "OLD"i | "NEW"i
DIRECTION.2: "ASC"i | "DESC"i
COMPARATOR: "=" | "<>" | "!=" | "<=" | ">=" | "<" | ">"
NUMBER: /(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/
INT: /\d+/
NAME: /[A-Za-z_][A-Za-z0-9_]*/
QUOTED: /"([^"]|"")+"/
STRING: /'([^']|'')*'/
LINE_COMMENT: /--[^\n]*/
BLOCK_COMMENT: /\/\*(.|\n)*?\*\//
%ignore LINE_COMMENT
%ignore BLOCK_COMMENT
%ignore /[ \t\r\n]+/
"""
