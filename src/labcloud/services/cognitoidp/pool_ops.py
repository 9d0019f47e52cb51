"""User pool operations: create, describe, list, update, delete; domains (records: no hosted UI).

A pool's settings are kept as given (the request's members) and described with AWS's defaults filled in.
Features labcloud does not run are refused with InvalidParameterException rather than accepted and
ignored: the custom sender, user migration and inbound federation triggers, required MFA, SMS
configuration. The custom sender triggers need a ``KMSKeyID`` the pool can use (``custom_sender.py``). The other Lambda triggers are kept in ``LambdaConfig`` (a function that does not exist is
accepted, as on AWS: the failure surfaces when the trigger runs, ``triggers.py``). Threat protection (``AdvancedSecurityMode``
AUDIT or ENFORCED) is kept as set; its risk evaluation finds no risk in any sign-in (docs/cognito.md).
"""

from __future__ import annotations

import secrets
import string
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.cognitoidp import custom_sender, keys, lookup, passwords, sms, triggers
from labcloud.services.cognitoidp.errors import invalid_parameter, limit_exceeded, not_found, unsupported
from labcloud.services.cognitoidp.publish import emit
from labcloud.services.cognitoidp.repo import pools, users
from labcloud.services.cognitoidp.repo.pools import Domain, Pool
from labcloud.services.cognitoidp.state import CognitoState

if TYPE_CHECKING:
    from labcloud.services.cognitoidp.api import (
        CreateUserPoolDomainRequest,
        CreateUserPoolDomainResponse,
        CreateUserPoolRequest,
        CreateUserPoolResponse,
        DeleteUserPoolDomainRequest,
        DeleteUserPoolDomainResponse,
        DeleteUserPoolRequest,
        DeleteUserPoolResponse,
        DescribeUserPoolDomainRequest,
        DescribeUserPoolDomainResponse,
        DescribeUserPoolRequest,
        DescribeUserPoolResponse,
        ListUserPoolsRequest,
        ListUserPoolsResponse,
        UpdateUserPoolDomainRequest,
        UpdateUserPoolDomainResponse,
        UpdateUserPoolRequest,
        UpdateUserPoolResponse,
    )

MAX_POOLS = 1000
#: Members of CreateUserPool/UpdateUserPool kept in the pool's spec.
KEPT = (
    "Policies",
    "LambdaConfig",
    "DeletionProtection",
    "AutoVerifiedAttributes",
    "AliasAttributes",
    "UsernameAttributes",
    "VerificationMessageTemplate",
    "EmailVerificationMessage",
    "EmailVerificationSubject",
    "SmsVerificationMessage",
    "SmsAuthenticationMessage",
    "SmsConfiguration",
    "MfaConfiguration",
    "UserAttributeUpdateSettings",
    "DeviceConfiguration",
    "EmailConfiguration",
    "AdminCreateUserConfig",
    "Schema",
    "UsernameConfiguration",
    "AccountRecoverySetting",
    "UserPoolAddOns",
    "UserPoolTier",
)
STANDARD_ATTRIBUTES = (
    "sub",
    "name",
    "given_name",
    "family_name",
    "middle_name",
    "nickname",
    "preferred_username",
    "profile",
    "picture",
    "website",
    "email",
    "email_verified",
    "gender",
    "birthdate",
    "zoneinfo",
    "locale",
    "phone_number",
    "phone_number_verified",
    "address",
    "updated_at",
)


def _time(value: float) -> datetime:
    return datetime.fromtimestamp(value, tz=timezone.utc)


def _pool_id(region: str) -> str:
    alphabet = string.ascii_letters + string.digits
    return f"{region}_" + "".join(secrets.choice(alphabet) for _ in range(9))


def lambda_config(given: Mapping[str, Any] | None) -> dict[str, Any]:
    """A request's LambdaConfig checked and as DescribeUserPool answers it: the pre token generation
    function in both ``PreTokenGeneration`` and ``PreTokenGenerationConfig`` (V1_0 unless told)."""
    config = {k: v for k, v in (given or {}).items() if v}
    refused = sorted(
        k for k in config if k not in triggers.RUN and k not in ("PreTokenGenerationConfig", "KMSKeyID")
    )
    if refused:
        raise unsupported(
            f"the user pool Lambda triggers {', '.join(refused)} (labcloud runs {', '.join(triggers.RUN)})"
        )
    custom_sender.checked(config)
    for name in triggers.RUN:
        if name in (custom_sender.SMS, custom_sender.EMAIL):
            continue
        arn = config.get(name)
        if arn is not None and not _function_arn(str(arn)):
            raise invalid_parameter(f"{name} must be the ARN of a Lambda function, not {arn}")
    versioned = config.get("PreTokenGenerationConfig")
    if versioned:
        arn = str(versioned.get("LambdaArn") or "")
        if not _function_arn(arn):
            raise invalid_parameter(
                f"PreTokenGenerationConfig.LambdaArn must be the ARN of a Lambda function, not {arn}"
            )
        if config.get("PreTokenGeneration") and config["PreTokenGeneration"] != arn:
            raise invalid_parameter(
                "The PreTokenGeneration and PreTokenGenerationConfig.LambdaArn must have the same value."
            )
        config["PreTokenGeneration"] = arn
        config["PreTokenGenerationConfig"] = {
            "LambdaVersion": versioned.get("LambdaVersion"),
            "LambdaArn": arn,
        }
    elif config.get("PreTokenGeneration"):
        config["PreTokenGenerationConfig"] = {
            "LambdaVersion": "V1_0",
            "LambdaArn": config["PreTokenGeneration"],
        }
    return config


def _tier_allows(spec: dict[str, Any]) -> None:
    """Access token customization (pre token generation V2_0/V3_0) needs the Essentials or Plus plan."""
    version = (spec["LambdaConfig"].get("PreTokenGenerationConfig") or {}).get("LambdaVersion")
    if version in ("V2_0", "V3_0") and spec.get("UserPoolTier") == "LITE":
        raise AwsError(
            "FeatureUnavailableInTierException",
            f"Pre token generation {version} (access token customization) is not available in the LITE feature"
            " plan; use ESSENTIALS or PLUS.",
            status=400,
        )


def _function_arn(arn: str) -> bool:
    parts = arn.split(":")
    return len(parts) in (7, 8) and parts[0] == "arn" and parts[2] == "lambda" and parts[5] == "function"


def _check(spec: dict[str, Any]) -> None:
    if spec.get("MfaConfiguration") == "ON" and not spec.get("SmsConfiguration"):
        raise unsupported(
            "MfaConfiguration ON without an SmsConfiguration (SMS MFA is the one factor labcloud checks)"
        )
    # threat protection (AUDIT/ENFORCED) is kept as set: its risk evaluation always finds no risk here
    if (spec.get("UserPoolAddOns") or {}).get("AdvancedSecurityAdditionalFlows"):
        raise unsupported("AdvancedSecurityAdditionalFlows (custom-auth threat protection)")
    if spec.get("UsernameAttributes") and spec.get("AliasAttributes"):
        raise invalid_parameter(
            "Only one of the aliasAttributes or usernameAttributes can be set in a User Pool."
        )
    policy = passwords.policy_of(spec)
    length = policy.get("MinimumLength")
    if not isinstance(length, int) or not 6 <= length <= 99:
        raise invalid_parameter("MinimumLength must be between 6 and 99")
    for attribute in spec.get("Schema") or ():
        name = str(attribute.get("Name") or "")
        if not name:
            raise invalid_parameter("A schema attribute needs a Name")


def _schema_attributes(spec: dict[str, Any]) -> list[dict[str, Any]]:
    given = {str(a.get("Name")): a for a in spec.get("Schema") or ()}
    out: list[dict[str, Any]] = []
    for name in STANDARD_ATTRIBUTES:
        kind = "Boolean" if name.endswith("_verified") else "Number" if name == "updated_at" else "String"
        entry: dict[str, Any] = {
            "Name": name,
            "AttributeDataType": kind,
            "DeveloperOnlyAttribute": False,
            "Mutable": name != "sub",
            "Required": name == "sub",
        }
        if kind == "String":
            low, high = {"sub": ("1", "2048"), "birthdate": ("10", "10")}.get(name, ("0", "2048"))
            entry["StringAttributeConstraints"] = {"MinLength": low, "MaxLength": high}
        if kind == "Number":
            entry["NumberAttributeConstraints"] = {"MinValue": "0"}
        if name in given:
            entry.update({k: v for k, v in given[name].items() if k != "Name"})
        out.append(entry)
    for name, attribute in given.items():
        if name not in STANDARD_ATTRIBUTES:
            out.append({**attribute, "Name": f"custom:{name}" if not name.startswith("custom:") else name})
    return out


def describe(state: CognitoState, pool: Pool) -> dict[str, Any]:
    spec = pool.spec
    domains = pools.domains_of(state.store, pool.id)
    out: dict[str, Any] = {
        "Id": pool.id,
        "Name": pool.name,
        "Arn": pool.arn,
        "Policies": {
            "PasswordPolicy": passwords.policy_of(spec),
            **{k: v for k, v in (spec.get("Policies") or {}).items() if k != "PasswordPolicy"},
        },
        "DeletionProtection": spec.get("DeletionProtection") or "INACTIVE",
        "LambdaConfig": spec.get("LambdaConfig") or {},
        "LastModifiedDate": _time(pool.modified),
        "CreationDate": _time(pool.created),
        "SchemaAttributes": _schema_attributes(spec),
        "VerificationMessageTemplate": spec.get("VerificationMessageTemplate")
        or {"DefaultEmailOption": "CONFIRM_WITH_CODE"},
        "MfaConfiguration": spec.get("MfaConfiguration") or "OFF",
        "EstimatedNumberOfUsers": users.count(state.store, pool.id),
        "EmailConfiguration": spec.get("EmailConfiguration") or {"EmailSendingAccount": "COGNITO_DEFAULT"},
        "AdminCreateUserConfig": {
            "AllowAdminCreateUserOnly": False,
            "UnusedAccountValidityDays": 7,
            **(spec.get("AdminCreateUserConfig") or {}),
        },
        "UserPoolTags": dict(pool.tags),
        "AccountRecoverySetting": spec.get("AccountRecoverySetting")
        or {
            "RecoveryMechanisms": [
                {"Priority": 1, "Name": "verified_email"},
                {"Priority": 2, "Name": "verified_phone_number"},
            ]
        },
        "UserPoolTier": spec.get("UserPoolTier") or "ESSENTIALS",
    }
    for member in (
        "AutoVerifiedAttributes",
        "AliasAttributes",
        "UsernameAttributes",
        "EmailVerificationMessage",
        "EmailVerificationSubject",
        "SmsVerificationMessage",
        "SmsAuthenticationMessage",
        "SmsConfiguration",
        "UserAttributeUpdateSettings",
        "DeviceConfiguration",
        "UsernameConfiguration",
        "UserPoolAddOns",
    ):
        if spec.get(member) is not None:
            out[member] = spec[member]
    if domains:
        out["Domain"] = domains[0].domain if not domains[0].spec.get("CustomDomainConfig") else None
        custom = [d for d in domains if d.spec.get("CustomDomainConfig")]
        if custom:
            out["CustomDomain"] = custom[0].domain
        if out.get("Domain") is None:
            out.pop("Domain")
    return out


async def create_user_pool(
    state: CognitoState, request: CreateUserPoolRequest, ctx: RequestContext
) -> CreateUserPoolResponse:
    spec: dict[str, Any] = {k: v for k, v in request.items() if k in KEPT}
    _check(spec)
    if spec.get("SmsConfiguration"):
        spec["SmsConfiguration"] = sms.check(state, dict(spec["SmsConfiguration"]))
    spec["LambdaConfig"] = lambda_config(request.get("LambdaConfig"))
    _tier_allows(spec)
    await custom_sender.usable(state, ctx.account_id, ctx.region, spec["LambdaConfig"])
    if pools.count(state.store, ctx.account_id, ctx.region) >= MAX_POOLS:
        raise limit_exceeded(f"labcloud keeps at most {MAX_POOLS} user pools per account and region")
    kid, pem = keys.new_key()
    now = clock.now()
    pool = Pool(
        _pool_id(ctx.region),
        ctx.account_id,
        ctx.region,
        request["PoolName"],
        spec,
        dict(request.get("UserPoolTags") or {}),
        kid,
        pem,
        now,
        now,
    )
    with state.store.transaction():
        pools.put(state.store, pool)
        emit(state, "cognito.pool.created", pool, name=pool.name)
    return {"UserPool": describe(state, pool)}  # type: ignore[typeddict-item]


def describe_user_pool(
    state: CognitoState, request: DescribeUserPoolRequest, ctx: RequestContext
) -> DescribeUserPoolResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    return {"UserPool": describe(state, pool)}  # type: ignore[typeddict-item]


def list_user_pools(
    state: CognitoState, request: ListUserPoolsRequest, ctx: RequestContext
) -> ListUserPoolsResponse:
    limit = request["MaxResults"]
    if not 1 <= limit <= 60:
        raise invalid_parameter("MaxResults must be between 1 and 60")
    every = pools.listed(state.store, ctx.account_id, ctx.region)
    start = 0
    token = request.get("NextToken")
    if token:
        ids = [p.id for p in every]
        if token not in ids:
            raise invalid_parameter("Invalid pagination token")
        start = ids.index(token)
    page = every[start : start + limit]
    out: dict[str, Any] = {
        "UserPools": [
            {
                "Id": p.id,
                "Name": p.name,
                "LambdaConfig": p.spec.get("LambdaConfig") or {},
                "LastModifiedDate": _time(p.modified),
                "CreationDate": _time(p.created),
            }
            for p in page
        ]
    }
    if start + limit < len(every):
        out["NextToken"] = every[start + limit].id
    return out  # type: ignore[return-value]


async def update_user_pool(
    state: CognitoState, request: UpdateUserPoolRequest, ctx: RequestContext
) -> UpdateUserPoolResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    # AWS resets what an update leaves out to its default: the new spec is the request's, plus what an
    # update cannot change (sign-in attributes and the schema)
    spec: dict[str, Any] = {k: v for k, v in request.items() if k in KEPT}
    for fixed in ("AliasAttributes", "UsernameAttributes", "Schema", "UsernameConfiguration"):
        if fixed in pool.spec:
            spec[fixed] = pool.spec[fixed]
    _check(spec)
    if spec.get("SmsConfiguration"):
        spec["SmsConfiguration"] = sms.check(state, dict(spec["SmsConfiguration"]))
    spec["LambdaConfig"] = lambda_config(request.get("LambdaConfig"))
    _tier_allows(spec)
    if spec["LambdaConfig"].get("KMSKeyID"):
        await custom_sender.usable(state, ctx.account_id, ctx.region, spec["LambdaConfig"])
        pool = lookup.pool(state, ctx, request["UserPoolId"])  # it may have changed while KMS answered
    tags = dict(request["UserPoolTags"]) if "UserPoolTags" in request else pool.tags
    updated = Pool(
        pool.id,
        pool.account_id,
        pool.region,
        pool.name,
        spec,
        tags,
        pool.key_id,
        pool.private_key,
        pool.created,
        clock.now(),
    )
    if request.get("PoolName"):
        updated = Pool(
            pool.id,
            pool.account_id,
            pool.region,
            str(request["PoolName"]),
            spec,
            tags,
            pool.key_id,
            pool.private_key,
            pool.created,
            updated.modified,
        )
    with state.store.transaction():
        pools.put(state.store, updated)
        emit(state, "cognito.pool.updated", updated, name=updated.name)
    return {}


def delete_user_pool(
    state: CognitoState, request: DeleteUserPoolRequest, ctx: RequestContext
) -> DeleteUserPoolResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    if pool.spec.get("DeletionProtection") == "ACTIVE":
        raise invalid_parameter(
            "The user pool cannot be deleted because deletion protection is activated. Deletion protection "
            "must be inactivated first."
        )
    with state.store.transaction():
        pools.remove(state.store, pool.id)
        emit(state, "cognito.pool.deleted", pool, name=pool.name)
    return {}


def create_user_pool_domain(
    state: CognitoState, request: CreateUserPoolDomainRequest, ctx: RequestContext
) -> CreateUserPoolDomainResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    name = request["Domain"]
    custom = request.get("CustomDomainConfig")
    if not custom and (not name or not all(c.islower() or c.isdigit() or c == "-" for c in name)):
        raise invalid_parameter("Domain must contain only lowercase letters, numbers and hyphens")
    if custom and not custom.get("CertificateArn"):
        raise invalid_parameter("CustomDomainConfig needs a CertificateArn")
    if pools.find_domain(state.store, name) is not None:
        raise invalid_parameter("Domain already exists.")
    if any(
        bool(d.spec.get("CustomDomainConfig")) == bool(custom) for d in pools.domains_of(state.store, pool.id)
    ):
        raise invalid_parameter(f"User pool {pool.id} already has a domain configured.")
    spec: dict[str, Any] = {"ManagedLoginVersion": request.get("ManagedLoginVersion") or 1}
    if custom:
        spec["CustomDomainConfig"] = dict(custom)
    with state.store.transaction():
        pools.put_domain(state.store, Domain(name, pool.id, ctx.account_id, ctx.region, spec, clock.now()))
        emit(state, "cognito.domain.created", pool, domain=name)
    out: dict[str, Any] = {"ManagedLoginVersion": spec["ManagedLoginVersion"]}
    if custom:
        out["CloudFrontDomain"] = f"{name.replace('.', '-')}.cloudfront.net"
    return out  # type: ignore[return-value]


def describe_user_pool_domain(
    state: CognitoState, request: DescribeUserPoolDomainRequest, ctx: RequestContext
) -> DescribeUserPoolDomainResponse:
    found = pools.find_domain(state.store, request["Domain"])
    if found is None or found.account_id != ctx.account_id or found.region != ctx.region:
        return {"DomainDescription": {}}
    custom = found.spec.get("CustomDomainConfig")
    description: dict[str, Any] = {
        "UserPoolId": found.pool_id,
        "AWSAccountId": found.account_id,
        "Domain": found.domain,
        "S3Bucket": "aws-cognito-prod-labcloud-assets",
        "CloudFrontDistribution": f"{found.domain.replace('.', '-')}.cloudfront.net",
        "Version": "1",
        "Status": "ACTIVE",
        "ManagedLoginVersion": found.spec.get("ManagedLoginVersion") or 1,
    }
    if custom:
        description["CustomDomainConfig"] = custom
    return {"DomainDescription": description}  # type: ignore[typeddict-item]


def update_user_pool_domain(
    state: CognitoState, request: UpdateUserPoolDomainRequest, ctx: RequestContext
) -> UpdateUserPoolDomainResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    found = pools.find_domain(state.store, request["Domain"])
    if found is None or found.pool_id != pool.id:
        raise not_found(f"Domain {request['Domain']} does not exist.")
    spec = dict(found.spec)
    if request.get("CustomDomainConfig"):
        spec["CustomDomainConfig"] = dict(request["CustomDomainConfig"])
    if request.get("ManagedLoginVersion"):
        spec["ManagedLoginVersion"] = request["ManagedLoginVersion"]
    with state.store.transaction():
        pools.put_domain(
            state.store, Domain(found.domain, pool.id, found.account_id, found.region, spec, found.created)
        )
    return {"ManagedLoginVersion": spec.get("ManagedLoginVersion") or 1}


def delete_user_pool_domain(
    state: CognitoState, request: DeleteUserPoolDomainRequest, ctx: RequestContext
) -> DeleteUserPoolDomainResponse:
    pool = lookup.pool(state, ctx, request["UserPoolId"])
    found = pools.find_domain(state.store, request["Domain"])
    if found is None or found.pool_id != pool.id:
        raise invalid_parameter("No such domain or user pool exists.")
    with state.store.transaction():
        pools.remove_domain(state.store, found.domain)
        emit(state, "cognito.domain.deleted", pool, domain=found.domain)
    return {}
