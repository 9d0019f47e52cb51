"""The SDK for JavaScript packages a function loads by a name its code computes at run time.

The scan of a Node.js function's code (``runtime/node_sdk.py``) sees ``require("@aws-sdk/client-sqs")``
but not ``require(`@aws-sdk/client-${service}`)``, which CDK's ``AwsCustomResource`` handler does.
CloudFormation knows the name from the custom resource's properties and asks here, through
:class:`~labcloud.services.lambda_.interfaces.FunctionSdk`, before it invokes the function: the packages
are fetched as the scan's are (same folder, same pinned release, same bounded wait). A sandbox keeps the
SDK folder it started with, so the function's sandboxes are retired after a fetch (busy ones once their
invocation ends), as after a code update.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from labcloud.services.lambda_.state import LambdaState


class FunctionSdkPackages:
    """:class:`~labcloud.services.lambda_.interfaces.FunctionSdk` over Lambda's tables."""

    def __init__(self, state: LambdaState) -> None:
        self.state = state

    async def provide_node_sdk(
        self, account_id: str, region: str, function: str, packages: Sequence[str]
    ) -> str | None:
        # imported on first use: building Lambda (every server start) does not need the records or the SDK
        from labcloud.context import Principal, RequestContext
        from labcloud.errors import AwsError
        from labcloud.runtime import node_sdk
        from labcloud.services.lambda_ import records
        from labcloud.services.lambda_.execution import located

        principal = Principal(account_id=account_id, arn=f"arn:aws:iam::{account_id}:root")
        ctx = RequestContext("lambda", "Invoke", account_id, region, principal, source="internal")
        try:
            config = records.resolve(self.state, ctx, function).config
        except AwsError:
            return None  # the invocation answers for a missing function
        scratch = self.state.settings.scratch_dir
        code = located(scratch, config.code_path)
        layers = [located(scratch, path) for path in config.layer_paths or ()]
        runtime = config.runtime or ""
        needed = await asyncio.to_thread(node_sdk.missing, runtime, code, layers, packages)
        if not needed:
            return None
        reason = await node_sdk.ready(runtime, code, layers, needed)
        engine = self.state.execution.running_engine
        if reason is None and engine is not None:
            # a sandbox binds the SDK folder it started with: those started before this fetch lack it
            await engine.drain(config.function_name)
        return reason
