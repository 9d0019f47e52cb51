"""DynamoDB's expression language: tokenize -> parse -> resolve/validate -> evaluate.

The provider calls :func:`compile_request` once per request with every expression (or legacy
parameter) it carries, then runs the compiled pieces on items.
"""

from labcloud.services.dynamodb.expressions.errors import ExpressionError
from labcloud.services.dynamodb.expressions.evaluate import get_path
from labcloud.services.dynamodb.expressions.key_condition import KeyCondition, KeySchema, RangeCondition
from labcloud.services.dynamodb.expressions.projection import CompiledProjection, project_paths
from labcloud.services.dynamodb.expressions.render import render, render_tree, value_text
from labcloud.services.dynamodb.expressions.request import CompiledCondition, CompiledRequest, compile_request
from labcloud.services.dynamodb.expressions.reserved import RESERVED_WORDS, is_reserved
from labcloud.services.dynamodb.expressions.update import CompiledUpdate

__all__ = [
    "RESERVED_WORDS",
    "CompiledCondition",
    "CompiledProjection",
    "CompiledRequest",
    "CompiledUpdate",
    "ExpressionError",
    "KeyCondition",
    "KeySchema",
    "RangeCondition",
    "compile_request",
    "get_path",
    "is_reserved",
    "project_paths",
    "render",
    "render_tree",
    "value_text",
]
