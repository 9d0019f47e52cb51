"""From an API request to a checked deployment: template text, the transform, parameters, capabilities.

Everything CloudFormation refuses before an operation starts is refused here, with its error code:
ValidationError for templates and parameters, InsufficientCapabilitiesException for IAM resources
or transforms without the capability that acknowledges them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cloudformation import include, rollback_triggers, sam, template
from labcloud.services.cloudformation import model as model_mod
from labcloud.services.cloudformation import parameters as params_mod
from labcloud.services.cloudformation.errors import validation
from labcloud.services.cloudformation.intrinsics import FUNCTIONS
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.sts.interfaces import RoleSessions

if TYPE_CHECKING:
    from labcloud.services.cloudformation.host import CfnHost

_IAM_TYPES = {
    "AWS::IAM::Role": "RoleName",
    "AWS::IAM::ManagedPolicy": "ManagedPolicyName",
    "AWS::IAM::User": "UserName",
    "AWS::IAM::Group": "GroupName",
    "AWS::IAM::Policy": None,
    "AWS::IAM::AccessKey": None,
    "AWS::IAM::InstanceProfile": "InstanceProfileName",
    "AWS::IAM::UserToGroupAddition": None,
}
#: Request members labcloud does not implement: refused instead of accepted and ignored.
_REFUSED = (
    "ResourceTypes",
    "TimeoutInMinutes",
    "DeletionMode",
    "RetainExceptOnCreate",
)


@dataclass
class Prepared:
    body: str
    original: dict[str, Any]
    processed: dict[str, Any] | None
    values: dict[str, str]
    declared: dict[str, Any]
    transforms: list[str]
    transform_error: str | None = None
    imports: list[str] = field(default_factory=list)


def refuse_unsupported(params: Mapping[str, Any]) -> None:
    for name in _REFUSED:
        value = params.get(name)
        if value not in (None, False, [], ""):
            raise validation(f"labcloud does not support {name}")
    if params.get("NotificationARNs"):
        raise validation("labcloud does not support NotificationARNs (there is no SNS)")
    rollback_triggers.check(params.get("RollbackConfiguration"))


async def template_body(
    hub: CfnHost, ctx: RequestContext, params: Mapping[str, Any], previous_body: str | None = None
) -> str:
    """TemplateBody, TemplateURL (read from labcloud's S3) or the previous template."""
    given = [k for k in ("TemplateBody", "TemplateURL") if params.get(k)]
    if params.get("UsePreviousTemplate"):
        if given:
            raise validation("You cannot specify both usePreviousTemplate and Template Body/Template URL")
        if previous_body is None:
            raise validation("UsePreviousTemplate can only be used with an existing stack")
        return previous_body
    if len(given) != 1:
        raise validation("Specify exactly one of TemplateBody or TemplateUrl.")
    if given[0] == "TemplateBody":
        return str(params["TemplateBody"])
    return await read_template_url(hub, ctx, str(params["TemplateURL"]))


async def read_template_url(hub: CfnHost, ctx: RequestContext, url: str) -> str:
    from labcloud.services.cloudformation.s3_templates import read  # S3 arrives with its own branch

    return await read(hub, ctx, url, template.MAX_URL_BODY)


def capabilities_needed(processed: dict[str, Any], transforms: list[str], *, change_set: bool) -> list[str]:
    needed: list[str] = []
    for resource in processed.get("Resources", {}).values():
        kind = resource.get("Type") if isinstance(resource, dict) else None
        if kind in _IAM_TYPES:
            name_key = _IAM_TYPES[kind]
            named = name_key is not None and name_key in (resource.get("Properties") or {})
            wanted = "CAPABILITY_NAMED_IAM" if named else "CAPABILITY_IAM"
            if wanted == "CAPABILITY_NAMED_IAM" and "CAPABILITY_IAM" in needed:
                needed.remove("CAPABILITY_IAM")
            if wanted not in needed and not (wanted == "CAPABILITY_IAM" and "CAPABILITY_NAMED_IAM" in needed):
                needed.append(wanted)
    if transforms and not change_set:
        needed.append("CAPABILITY_AUTO_EXPAND")
    return needed


def check_capabilities(needed: list[str], given: list[str]) -> None:
    missing = []
    for capability in needed:
        if capability == "CAPABILITY_IAM" and "CAPABILITY_NAMED_IAM" in given:
            continue
        if capability not in given:
            missing.append(capability)
    if missing:
        raise AwsError(
            "InsufficientCapabilitiesException", f"Requires capabilities : [{', '.join(missing)}]", status=400
        )


def _imports(value: Any, out: list[str]) -> None:
    if isinstance(value, dict):
        if len(value) == 1 and "Fn::ImportValue" in value and isinstance(value["Fn::ImportValue"], str):
            out.append(value["Fn::ImportValue"])
        for item in value.values():
            _imports(item, out)
    elif isinstance(value, list):
        for item in value:
            _imports(item, out)


def _check_functions(value: Any) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(key, str) and key.startswith("Fn::") and key not in FUNCTIONS:
                raise validation(f"Template format error: Unrecognized function {key}")
            _check_functions(item)
    elif isinstance(value, list):
        for item in value:
            _check_functions(item)


async def prepare(
    body: str,
    given: Sequence[Mapping[str, Any]],
    ctx: RequestContext,
    stack_name: str,
    previous: dict[str, str] | None = None,
    *,
    allow_transform_failure: bool = False,
    hub: CfnHost | None = None,
) -> Prepared:
    """Parse, transform and check a template with its parameters; raises the errors AWS answers."""
    original = template.parse(body)
    transforms = template.declared_transforms(original)
    sam.check_transforms(transforms)
    source = original
    if include.uses_transform(original):
        try:
            source = await _included(original, given, ctx, hub)
        except sam.TransformFailed as error:
            if allow_transform_failure:
                declared = original.get("Parameters") or {}
                return Prepared(body, original, None, {}, declared, transforms, error.reason)
            raise validation(error.reason) from None
        transforms = [*transforms, include.INCLUDE]
    declared = original.get("Parameters") or {}
    if not isinstance(declared, dict):
        raise validation("Template format error: Every Parameters member must be an object.")
    params_mod.check_declarations(declared)
    values = params_mod.resolve_given(declared, given, previous)
    try:
        processed = await sam.apply_async(source, values, ctx.region, transforms) if transforms else source
    except sam.TransformFailed as error:
        if allow_transform_failure:
            return Prepared(body, original, None, values, declared, transforms, error.reason)
        raise validation(error.reason) from None
    template.check_structure(processed)
    _check_functions(processed.get("Resources"))
    _check_functions(processed.get("Outputs"))
    pseudo = model_mod.pseudo_parameters(
        ctx.account_id,
        ctx.region,
        stack_name,
        f"arn:aws:cloudformation:{ctx.region}:{ctx.account_id}:stack/{stack_name}/x",
        [],
    )
    model_mod.build(
        processed, [{"ParameterKey": k, "ParameterValue": v} for k, v in values.items()], pseudo, ctx.region
    )
    imports: list[str] = []
    _imports(processed.get("Resources"), imports)
    _imports(processed.get("Outputs"), imports)
    return Prepared(
        body,
        original,
        processed,
        values,
        processed.get("Parameters") or declared,
        transforms,
        imports=sorted(set(imports)),
    )


async def _included(
    original: dict[str, Any], given: Sequence[Mapping[str, Any]], ctx: RequestContext, hub: CfnHost | None
) -> dict[str, Any]:
    """The template with its ``Fn::Transform`` (AWS::Include) snippets read from labcloud's S3."""
    if hub is None:
        raise sam.TransformFailed(f"Transform {include.INCLUDE} failed with: S3 is not available")

    async def read(location: str) -> str:
        try:
            return await read_template_url(hub, ctx, location)
        except AwsError:
            raise sam.TransformFailed(
                f"Transform {include.INCLUDE} failed with: The S3 object at {location} does not exist "
                "or you do not have access to it"
            ) from None

    declared = original.get("Parameters") if isinstance(original.get("Parameters"), dict) else {}
    values = {
        str(k): str(v.get("Default"))
        for k, v in (declared or {}).items()
        if isinstance(v, dict) and "Default" in v
    }
    values.update({str(p.get("ParameterKey")): str(p.get("ParameterValue")) for p in given})
    expanded = await include.expand(original, read, ctx.account_id, values)
    template.check_shape(expanded)
    return dict(expanded)


def principal_doc(hub: CfnHost, ctx: RequestContext, role_arn: str | None) -> dict[str, Any]:
    """Who the stack acts as: the caller, or a session of the service role given as RoleARN."""
    if role_arn:
        sts, iam = hub.interface(RoleSessions), hub.interface(IamDirectory)
        if sts is None or iam is None:
            raise validation("RoleARN needs IAM and STS, which are not running")
        decision = iam.is_allowed(ctx.principal, "iam:PassRole", role_arn)
        if not decision.allowed:
            raise AwsError(
                "AccessDenied",
                f"User: {ctx.principal.arn} is not authorized to perform: iam:PassRole "
                f"on resource: {role_arn}",
                status=403,
            )
        if iam.find_role_by_arn(role_arn) is None:
            raise validation(f"Role {role_arn} is invalid or cannot be assumed")
        principal = sts.role_principal(role_arn, "AWSCloudFormation")
        return asdict(principal)
    return asdict(ctx.principal)
