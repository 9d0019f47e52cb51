"""Function settings labcloud has no feature for, reported the way Lambda reports a function without them.

Tools that manage functions (Terraform reads the code-signing config of every function it
creates) ask for these settings on each read. A function in labcloud never has a code-signing
config, so the answer is AWS's answer for a function with none (an empty ARN); the function
must still exist. Setting one is refused by ``unsupported.py``.
"""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.services.lambda_.core import LambdaBase


class AbsentConfigsMixin(LambdaBase):
    """Reads of settings that are always unset in labcloud."""

    def get_function_code_signing_config(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        name, _ = self.require_function(ctx, params["FunctionName"])
        return {"CodeSigningConfigArn": "", "FunctionName": name}
