"""The SAM transform (``Transform: AWS::Serverless-2016-10-31``) through the official ``aws-sam-translator``.

It runs offline: managed policy names (``AWSLambdaBasicExecutionRole`` ...) come from the map the
library bundles, so no IAM call to AWS is ever made. Policy templates (``SQSPollerPolicy``,
``DynamoDBCrudPolicy`` ...) are expanded by the library as on AWS.
"""

from __future__ import annotations

import asyncio
import copy
import threading
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from labcloud.services.cloudformation.errors import validation

if TYPE_CHECKING:
    import boto3

SAM = "AWS::Serverless-2016-10-31"
#: Transforms labcloud applies: SAM through the library; LanguageExtensions' functions are built in.
KNOWN = frozenset({SAM, "AWS::LanguageExtensions"})


@lru_cache(maxsize=8)
def _session(region: str) -> boto3.session.Session:
    """The translator reads the region from a boto3 session (no call is made with it)."""
    import boto3

    return boto3.session.Session(
        region_name=region, aws_access_key_id="unused", aws_secret_access_key="unused"
    )


class TransformFailed(Exception):
    """The transform refused the template; ``reason`` is what CloudFormation reports."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def check_transforms(names: list[str]) -> None:
    unknown = [n for n in names if n not in KNOWN]
    if unknown:
        raise validation(
            f"Template format error: Unsupported transform {unknown[0]} "
            f"(labcloud applies only {', '.join(sorted(KNOWN))})"
        )


#: The translator keeps module-level state (region, metrics singleton): one translation at a time.
_LOCK = threading.Lock()


def apply(
    template: dict[str, Any], parameter_values: dict[str, Any], region: str, transforms: list[str]
) -> dict[str, Any]:
    """The processed template; LanguageExtensions is dropped from Transform (labcloud evaluates its functions)."""
    processed = copy.deepcopy(template)
    if SAM in transforms:
        # samtranslator (and pydantic, jsonschema) take most of a second to import and tens of MiB:
        # loaded the first time a SAM template is translated, not at server start.
        from samtranslator.internal.managed_policies import get_bundled_managed_policy_map
        from samtranslator.metrics.metrics import DummyMetricsPublisher, Metrics
        from samtranslator.model.exceptions import InvalidDocumentException
        from samtranslator.parser.parser import Parser
        from samtranslator.translator.arn_generator import ArnGenerator
        from samtranslator.translator.translator import Translator

        with _LOCK:
            ArnGenerator.BOTO_SESSION_REGION_NAME = region
            policies = get_bundled_managed_policy_map("aws") or {}
            metrics = Metrics("ServerlessTransform", DummyMetricsPublisher())
            translator = Translator(policies, Parser(), boto_session=_session(region), metrics=metrics)
            try:
                processed = translator.translate(
                    processed,
                    parameter_values=dict(parameter_values),
                    get_managed_policy_map=lambda: policies,
                )
            except InvalidDocumentException as error:
                details = " ".join(cause.message for cause in error.causes)
                raise TransformFailed(f"Transform {SAM} failed with: {error.message} {details}") from None
            finally:
                metrics.publish()
    processed.pop("Transform", None)
    return processed


async def apply_async(
    template: dict[str, Any], parameter_values: dict[str, Any], region: str, transforms: list[str]
) -> dict[str, Any]:
    """``apply`` on a worker thread: a SAM translation takes tens of milliseconds, off the event loop."""
    if SAM not in transforms:
        return apply(template, parameter_values, region, transforms)
    return await asyncio.to_thread(apply, template, parameter_values, region, transforms)
