"""What SES checks when a receipt rule is created or updated, asked of the other services through the hub:
an S3 action's bucket exists and its policy lets ``ses.amazonaws.com`` put objects (InvalidS3Configuration),
a Lambda action's function exists and its resource policy lets SES invoke it (InvalidLambdaFunction), and
every topic an action names exists (InvalidSnsTopic)."""

from __future__ import annotations

from typing import Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.iam.policy import parse_resource_policy, resource_decision
from labcloud.services.ses import errors
from labcloud.services.ses.state import SesState

PRINCIPAL = "ses.amazonaws.com"


def rule_arn(ctx: RequestContext, rule_set: str, rule: str) -> str:
    return ctx.arn("ses", f"receipt-rule-set/{rule_set}:receipt-rule/{rule}")


def _allowed(policy_text: str, action: str, resource: str, context: dict[str, Any]) -> bool:
    try:
        policy = parse_resource_policy(policy_text)
    except Exception:  # noqa: BLE001 - a policy that does not parse lets no one in
        return False
    return bool(resource_decision(policy, PRINCIPAL, action, resource, context).allowed)


async def _bucket(
    state: SesState, ctx: RequestContext, body: dict[str, Any], context: dict[str, Any]
) -> None:
    bucket = str(body["BucketName"])
    try:
        found = await state.call(
            "s3", "GetBucketPolicy", {"Bucket": bucket}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError as error:
        if error.code == "NoSuchBucket":
            raise errors.invalid_s3(bucket, "the bucket does not exist") from None
        if error.code == "NoSuchBucketPolicy":
            raise errors.invalid_s3(bucket, "its policy does not let ses.amazonaws.com put objects") from None
        raise
    key = f"arn:aws:s3:::{bucket}/{body.get('ObjectKeyPrefix') or ''}labcloud-probe"
    if not _allowed(str(found.get("Policy") or ""), "s3:PutObject", key, context):
        raise errors.invalid_s3(bucket, "its policy does not let ses.amazonaws.com put objects")


async def _function(
    state: SesState, ctx: RequestContext, body: dict[str, Any], context: dict[str, Any]
) -> None:
    function = str(body["FunctionArn"])
    try:
        await state.call(
            "lambda", "GetFunction", {"FunctionName": function}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError:
        raise errors.invalid_lambda(function, "the function does not exist") from None
    try:
        found = await state.call(
            "lambda", "GetPolicy", {"FunctionName": function}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError:
        found = {}
    if not _allowed(str(found.get("Policy") or ""), "lambda:InvokeFunction", function, context):
        raise errors.invalid_lambda(function, "its resource policy does not let ses.amazonaws.com invoke it")


async def _topic(state: SesState, ctx: RequestContext, topic: str) -> None:
    try:
        await state.call(
            "sns", "GetTopicAttributes", {"TopicArn": topic}, account_id=ctx.account_id, region=ctx.region
        )
    except AwsError:
        raise errors.invalid_topic(topic) from None


async def check_actions(state: SesState, ctx: RequestContext, rule_set: str, rule: dict[str, Any]) -> None:
    """Raise SES's error for the first action of ``rule`` (normalized) whose target AWS would refuse."""
    context = {
        "aws:SourceAccount": ctx.account_id,
        "aws:SourceArn": rule_arn(ctx, rule_set, str(rule["Name"])),
        "aws:Referer": ctx.account_id,
    }
    for action in rule["Actions"]:
        ((kind, body),) = action.items()
        if kind == "S3Action":
            await _bucket(state, ctx, body, context)
        elif kind == "LambdaAction":
            await _function(state, ctx, body, context)
        if body.get("TopicArn"):
            await _topic(state, ctx, str(body["TopicArn"]))
