"""A trail's CloudWatch Logs target, checked as CreateTrail/UpdateTrail check it on AWS: the log group ARN
and the role ARN come together (or not at all), the group ARN is ``arn:aws:logs:<region>:<account>:
log-group:<name>:*`` of the trail's account and region and names a group that exists, the role exists and
trusts ``cloudtrail.amazonaws.com`` (its conditions see ``aws:SourceArn``/``aws:SourceAccount``, the trail's),
and IAM lets a session of it ``logs:CreateLogStream`` and ``logs:PutLogEvents`` on the trail's stream."""

from __future__ import annotations

import re
from typing import Any

from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudtrail.errors import invalid
from labcloud.services.cloudtrail.state import CloudTrailState
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import parse_trust_policy, trust_allows
from labcloud.services.sts.interfaces import RoleSessions

SERVICE_PRINCIPAL = "cloudtrail.amazonaws.com"
SESSION_NAME = "CloudTrail-logs"
GROUP_MEMBER = "CloudWatchLogsLogGroupArn"
ROLE_MEMBER = "CloudWatchLogsRoleArn"
_GROUP_ARN = re.compile(r"^arn:aws:logs:([a-z0-9-]+):(\d{12}):log-group:([\w./#-]{1,512}):\*$")
_ROLE_ARN = re.compile(r"^arn:aws:iam::(\d{12}):role/[\w+=,.@/-]{1,512}$")
_DENIED = "Access denied. Check the permissions for your role."


def group_name(group_arn: str) -> str:
    """The log group's name in a trail's ``...:log-group:<name>:*`` ARN."""
    return group_arn.split(":log-group:", 1)[1][:-2]


def stream_name(account_id: str, region: str) -> str:
    """The stream CloudTrail writes a region's events to (AWS's ``<account>_CloudTrail_<region>``)."""
    return f"{account_id}_CloudTrail_{region}"


def stream_arn(group_arn: str, stream: str) -> str:
    return f"{group_arn[:-2]}:log-stream:{stream}"


def role_session(state: CloudTrailState, role_arn: str, trail_arn: str, account_id: str) -> Principal | None:
    """A session of the role for CloudTrail, or None when the role is missing or does not trust CloudTrail."""
    directory = state.services.interface(IamDirectory)
    sessions = state.services.interface(RoleSessions)
    role = directory.find_role_by_arn(role_arn) if directory is not None else None
    if role is None or sessions is None:
        return None
    context = {"aws:SourceAccount": account_id, "aws:SourceArn": trail_arn}
    trust = parse_trust_policy(role["AssumeRolePolicyDocument"])
    if not trust_allows(trust, SERVICE_PRINCIPAL, "sts:AssumeRole", context):
        return None
    return sessions.role_principal(role_arn, SESSION_NAME)


def requested(request: Any, config: dict[str, Any]) -> tuple[str, str] | None:
    """The target after this request: (group ARN, role ARN), or None for none (both given empty clears it).
    One without the other is AWS's error for the missing one."""
    group = request.get(GROUP_MEMBER, config.get(GROUP_MEMBER) or "")
    role = request.get(ROLE_MEMBER, config.get(ROLE_MEMBER) or "")
    if group and not role:
        raise invalid(
            "InvalidCloudWatchLogsRoleArnException",
            "You must specify a role ARN as well as a log group.",
        )
    if role and not group:
        raise invalid(
            "InvalidCloudWatchLogsLogGroupArnException",
            "You must specify a log group as well as a role ARN.",
        )
    return (group, role) if group else None


async def check(state: CloudTrailState, ctx: RequestContext, trail_arn: str, group: str, role: str) -> None:
    """AWS's checks of a trail's log group and role (see the module's docstring)."""
    serves = getattr(state.services, "serves", None)  # the hub's check; the Host contract lacks it
    if serves is not None and not serves("logs"):
        raise invalid(
            "CloudWatchLogsDeliveryUnavailableException",
            "Cannot set a CloudWatch Logs delivery for this Region.",
        )
    found = _GROUP_ARN.match(group)
    if found is None or found.group(1) != ctx.region or found.group(2) != ctx.account_id:
        raise invalid(
            "InvalidCloudWatchLogsLogGroupArnException",
            "Check the log group ARN: CloudTrail can't validate it (labcloud: it must be"
            f" arn:aws:logs:{ctx.region}:{ctx.account_id}:log-group:<name>:*, the trail's account and region).",
        )
    name = found.group(3)
    try:
        answer = await state.services.call(
            "logs",
            "DescribeLogGroups",
            {"logGroupNamePrefix": name, "limit": 50},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError:
        answer = {}
    if not any(g.get("logGroupName") == name for g in answer.get("logGroups") or ()):
        raise invalid(
            "InvalidCloudWatchLogsLogGroupArnException",
            f"Check the log group ARN: CloudTrail can't validate it (labcloud: no log group {name}).",
        )
    if not _ROLE_ARN.match(role):
        raise invalid("InvalidCloudWatchLogsRoleArnException", f"The role ARN {role} is not valid.")
    session = role_session(state, role, trail_arn, ctx.account_id)
    if session is None:
        raise invalid(
            "InvalidCloudWatchLogsRoleArnException",
            "Access denied. Check the trust relationships for your role.",
        )
    if not allowed(state, session, group, stream_name(ctx.account_id, ctx.region)):
        raise invalid("InvalidCloudWatchLogsLogGroupArnException", _DENIED)


def allowed(state: CloudTrailState, session: Principal, group_arn: str, stream: str) -> bool:
    """Does IAM let the role's session create the trail's stream and put events in it?"""
    directory = state.services.interface(IamDirectory)
    resource = stream_arn(group_arn, stream)
    return directory is not None and all(
        directory.is_allowed(session, action, resource).allowed
        for action in ("logs:CreateLogStream", "logs:PutLogEvents")
    )
