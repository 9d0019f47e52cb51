"""Private custom domain names (AWS's "DomainNameV2") and their domain name access associations.

A PRIVATE name (CreateDomainName with ``endpointConfiguration.types`` ``[PRIVATE]``) gets a
``domainNameId``; it is addressed by name and id together (``domainName`` + ``domainNameId`` on every
operation, ``<name>+<id>`` in its ARN ``arn:aws:apigateway:<region>:<account>:/domainnames/<name>+<id>``),
kept with the public names (``domains.py``, one Host each on this machine) under the key ``<name>+<id>``.
It carries two policies: ``policy`` for ``execute-api`` (who may invoke it, evaluated per request by
``private_access.py``; ``execute-api:/`` in a resource expands to the name's execute-api ARN when it is
evaluated, the text is kept as given) and
``managementPolicy`` for ``apigateway:CreateAccessAssociation`` (which other accounts may associate
their VPC endpoints with it), both changed with UpdateDomainName's ``/policy`` and ``/managementPolicy``.
Its base path mappings map PRIVATE REST APIs only.

An access association ties a VPC endpoint (``accessAssociationSourceType`` VPCE, an interface endpoint of
the caller's account in labcloud's EC2) to a private name: the name's own account needs nothing more,
another account needs the name's ``managementPolicy`` to allow it (else its ARN is refused, as an unknown
one is). The name's owner may reject it (RejectDomainNameAccessAssociation), its
creator delete it."""

from __future__ import annotations

import json
import re
import secrets
import string
from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.apigateway import domains
from labcloud.services.apigateway.errors import bad_request, conflict, not_found
from labcloud.services.apigateway.lookup import page
from labcloud.services.apigateway.publish import emit_resource
from labcloud.services.apigateway.repo import parts
from labcloud.services.apigateway.repo.parts import PartRecord
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tags import checked_tags
from labcloud.services.iam.policy import parse_resource_policy, resource_decision

if TYPE_CHECKING:
    from labcloud.services.apigateway.api import (
        CreateDomainNameAccessAssociationRequest,
        CreateDomainNameAccessAssociationResponse,
        DeleteDomainNameAccessAssociationRequest,
        DeleteDomainNameAccessAssociationResponse,
        GetDomainNameAccessAssociationsRequest,
        GetDomainNameAccessAssociationsResponse,
        RejectDomainNameAccessAssociationRequest,
        RejectDomainNameAccessAssociationResponse,
    )

ASSOCIATIONS = domains.ASSOCIATIONS
ASSOCIATION = domains.ASSOCIATION
MANAGEMENT_ACTION = "apigateway:CreateAccessAssociation"
MAX_POLICY = 20480
_ID = re.compile(r"^[a-z0-9]{1,32}$")
_DOMAIN_ARN = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+):(?P<account>\d{12}):/domainnames/(?P<name>[^/+]+)\+(?P<id>[a-z0-9]+)$"
)
_ASSOCIATION_ARN = re.compile(
    r"^arn:aws:apigateway:(?P<region>[a-z0-9-]+):(?P<account>\d{12}):/domainnameaccessassociations/"
    r"domainname/(?P<name>[^/+]+)\+(?P<id>[a-z0-9]+)/vpcesource/(?P<vpce>vpce-[0-9a-f]+)$"
)


def key(name: str, domain_id: str) -> str:
    """The stored key of a private name (also the tail of its ARNs)."""
    return f"{name}+{domain_id}"


def new_domain_id() -> str:
    return "".join(secrets.choice(string.ascii_lowercase + string.digits) for _ in range(8))


def domain_arn(region: str, account_id: str, name: str, domain_id: str) -> str:
    return f"arn:aws:apigateway:{region}:{account_id}:/domainnames/{key(name, domain_id)}"


def execute_arn(region: str, account_id: str, name: str, domain_id: str) -> str:
    """The name's ARN in ``execute-api`` (what its ``policy`` is evaluated against)."""
    return f"arn:aws:execute-api:{region}:{account_id}:/domainnames/{key(name, domain_id)}"


def check_id(domain_id: str) -> str:
    if not _ID.match(domain_id):
        raise not_found("Invalid domain name identifier specified")
    return domain_id


def normalised_policy(text: str, region: str, account_id: str, name: str, domain_id: str) -> str:
    """A policy as the name keeps it: the text as given (AWS answers it so), once it parses as a policy
    with ``execute-api:/`` resources expanded (``expanded_policy``); BadRequestException otherwise."""
    if len(text) > MAX_POLICY:
        raise bad_request(f"Invalid policy document: longer than {MAX_POLICY} characters")
    try:
        parse_resource_policy(expanded_policy(text, execute_arn(region, account_id, name, domain_id)))
    except AwsError as exc:
        raise bad_request(f"Invalid policy document: {exc.message}") from None
    return text


def expanded_policy(text: str, arn: str) -> str:
    """The policy with ``execute-api:/`` resources expanded to the name's execute-api ARN ``arn``, as
    it is evaluated (AwsError when it is not a JSON policy)."""
    try:
        document = json.loads(text)
    except ValueError:
        raise bad_request("Invalid policy document: not JSON") from None
    if not isinstance(document, dict):
        raise bad_request("Invalid policy document: not a JSON object")
    statements = document.get("Statement")
    for statement in statements if isinstance(statements, list) else [statements]:
        if isinstance(statement, dict):
            for member in ("Resource", "NotResource"):
                if member in statement:
                    statement[member] = _expand(statement[member], arn + "/")
    return json.dumps(document)


def _expand(value: Any, prefix: str) -> Any:
    if isinstance(value, str) and value.startswith("execute-api:/"):
        return prefix + value.removeprefix("execute-api:/")
    if isinstance(value, list):
        return [_expand(v, prefix) for v in value]
    return value


def new_private(request: dict[str, Any], ctx: RequestContext, name: str) -> dict[str, Any]:
    """The stored document of a new private name (CreateDomainName's checks on the rest are domain_ops')."""
    domain_id = new_domain_id()
    doc: dict[str, Any] = {
        "domainName": name,
        "domainNameId": domain_id,
        "domainNameArn": domain_arn(ctx.region, ctx.account_id, name, domain_id),
        "certificateArn": request.get("certificateArn"),
        "certificateUploadDate": clock.now(),
        "endpointConfiguration": {"types": ["PRIVATE"]},
        "domainNameStatus": "AVAILABLE",
        "securityPolicy": request.get("securityPolicy") or "TLS_1_2",
        "routingMode": "BASE_PATH_MAPPING_ONLY",
    }
    if request.get("certificateName"):
        doc["certificateName"] = request["certificateName"]
    if request.get("tags"):
        doc["tags"] = checked_tags(request["tags"])
    if request.get("policy"):
        doc["policy"] = normalised_policy(str(request["policy"]), ctx.region, ctx.account_id, name, domain_id)
    return doc


def check_policies(doc: dict[str, Any], account_id: str, region: str) -> None:
    """UpdateDomainName's ``/policy`` and ``/managementPolicy`` (empty: none)."""
    for member in ("policy", "managementPolicy"):
        text = doc.get(member)
        if text:
            doc[member] = normalised_policy(
                str(text), region, account_id, str(doc["domainName"]), str(doc["domainNameId"])
            )
        else:
            doc.pop(member, None)


def shares_with(doc: dict[str, Any], account_id: str) -> bool:
    """Whether the name's ``managementPolicy`` lets ``account_id`` associate its VPC endpoints with it."""
    text = doc.get("managementPolicy")
    if not text:
        return False
    policy = parse_resource_policy(str(text), name="management policy")  # ARNs only: nothing to expand
    principal = f"arn:aws:iam::{account_id}:root"
    context: dict[str, object] = {"aws:PrincipalAccount": account_id, "aws:PrincipalArn": principal}
    return resource_decision(policy, principal, MANAGEMENT_ACTION, str(doc["domainNameArn"]), context).allowed


def _private_by_arn(state: ApigwState, ctx: RequestContext, arn: str) -> PartRecord:
    """The private name ``arn`` names, if the caller's account owns it or it is shared with it (else
    BadRequestException: CreateDomainNameAccessAssociation declares no NotFoundException)."""
    match = _DOMAIN_ARN.match(arn)
    if match is None or match.group("region") != ctx.region:
        raise bad_request(f"Invalid domain name ARN specified: {arn}")
    found = parts.find_part(
        state.store, domains.SCOPE, domains.KIND, key(match.group("name"), match.group("id"))
    )
    if found is None or found.doc.get("_account") != match.group("account"):
        raise bad_request(f"Invalid domain name ARN specified: {arn}")
    if found.doc["_account"] != ctx.account_id and not shares_with(found.doc, ctx.account_id):
        raise bad_request(f"Invalid domain name ARN specified: {arn}")
    return found


def _association_arn(region: str, account_id: str, domain_key: str, vpce: str) -> str:
    return (
        f"arn:aws:apigateway:{region}:{account_id}:/domainnameaccessassociations/"
        f"domainname/{domain_key}/vpcesource/{vpce}"
    )


def _public(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if not k.startswith("_")}


async def create_domain_name_access_association(
    state: ApigwState, request: CreateDomainNameAccessAssociationRequest, ctx: RequestContext
) -> CreateDomainNameAccessAssociationResponse:
    if request["accessAssociationSourceType"] != "VPCE":
        raise bad_request("Invalid access association source type specified. Valid values are VPCE")
    vpce = request["accessAssociationSource"]
    domain = _private_by_arn(state, ctx, request["domainNameArn"])
    try:
        found = await state.calls.call(
            "ec2",
            "DescribeVpcEndpoints",
            {"VpcEndpointIds": [vpce]},
            account_id=ctx.account_id,
            region=ctx.region,
        )
    except AwsError:
        raise bad_request(f"Invalid VPC endpoint identifier specified: {vpce}") from None
    endpoints = found.get("VpcEndpoints") or []
    if not endpoints or endpoints[0].get("VpcEndpointType") != "Interface":
        raise bad_request(f"VPC endpoint {vpce} is not an interface endpoint of this account")
    if not str(endpoints[0].get("ServiceName") or "").endswith(".execute-api"):
        raise bad_request(f"VPC endpoint {vpce} is not an endpoint of the execute-api service")
    arn = _association_arn(ctx.region, ctx.account_id, domain.id, vpce)
    doc: dict[str, Any] = {
        "domainNameAccessAssociationArn": arn,
        "domainNameArn": domain.doc["domainNameArn"],
        "accessAssociationSourceType": "VPCE",
        "accessAssociationSource": vpce,
    }
    if request.get("tags"):
        doc["tags"] = checked_tags(request["tags"])
    stored = {**doc, "_account": ctx.account_id, "_region": ctx.region, "_domain": domain.id}
    with state.store.transaction():
        if parts.find_part(state.store, ASSOCIATIONS, ASSOCIATION, arn) is not None:
            raise conflict(f"An access association already exists for {vpce} and this domain name")
        parts.insert_part(state.store, PartRecord(ASSOCIATIONS, ASSOCIATION, arn, stored), clock.now())
        emit_resource(
            state,
            "apigateway.domainnameaccessassociation.created",
            ctx.account_id,
            ctx.region,
            arn,
            domain_name_arn=domain.doc["domainNameArn"],
            source=vpce,
        )
    domains.rebuild(state)
    return cast("CreateDomainNameAccessAssociationResponse", doc)


def get_domain_name_access_associations(
    state: ApigwState, request: GetDomainNameAccessAssociationsRequest, ctx: RequestContext
) -> GetDomainNameAccessAssociationsResponse:
    """SELF: the caller's own associations; OTHER_ACCOUNTS: other accounts' with the caller's names."""
    owner = request.get("resourceOwner", "SELF")
    if owner not in ("SELF", "OTHER_ACCOUNTS"):
        raise bad_request("Invalid resource owner specified. Valid values are SELF,OTHER_ACCOUNTS")
    docs = []
    for found in parts.list_parts(state.store, ASSOCIATIONS, ASSOCIATION):
        mine = (found.doc["_account"], found.doc["_region"]) == (ctx.account_id, ctx.region)
        if owner == "SELF" and mine:
            docs.append(_public(found.doc))
        elif owner == "OTHER_ACCOUNTS" and not mine:
            match = _DOMAIN_ARN.match(str(found.doc["domainNameArn"]))
            if match and (match.group("account"), match.group("region")) == (ctx.account_id, ctx.region):
                docs.append(_public(found.doc))
    items, position = page(
        docs, request.get("position"), request.get("limit"), "domainNameAccessAssociationArn"
    )
    answer: dict[str, Any] = {"items": items}
    if position is not None:
        answer["position"] = position
    return cast("GetDomainNameAccessAssociationsResponse", answer)


def _association(state: ApigwState, arn: str) -> PartRecord:
    found = (
        parts.find_part(state.store, ASSOCIATIONS, ASSOCIATION, arn) if _ASSOCIATION_ARN.match(arn) else None
    )
    if found is None:
        raise not_found("Invalid domain name access association identifier specified")
    return found


def delete_domain_name_access_association(
    state: ApigwState, request: DeleteDomainNameAccessAssociationRequest, ctx: RequestContext
) -> DeleteDomainNameAccessAssociationResponse:
    """By the account that created the association."""
    with state.store.transaction():
        found = _association(state, request["domainNameAccessAssociationArn"])
        if (found.doc["_account"], found.doc["_region"]) != (ctx.account_id, ctx.region):
            raise not_found("Invalid domain name access association identifier specified")
        parts.delete_part(state.store, ASSOCIATIONS, ASSOCIATION, found.id)
        _emit_gone(state, found, "deleted")
    domains.rebuild(state)
    return {}


def reject_domain_name_access_association(
    state: ApigwState, request: RejectDomainNameAccessAssociationRequest, ctx: RequestContext
) -> RejectDomainNameAccessAssociationResponse:
    """By the owner of the name: the association is removed, its endpoint no longer reaches the name."""
    with state.store.transaction():
        found = _association(state, request["domainNameAccessAssociationArn"])
        match = _DOMAIN_ARN.match(request["domainNameArn"])
        if (
            match is None
            or found.doc["domainNameArn"] != request["domainNameArn"]
            or (match.group("account"), match.group("region")) != (ctx.account_id, ctx.region)
        ):
            raise not_found("Invalid domain name access association identifier specified")
        parts.delete_part(state.store, ASSOCIATIONS, ASSOCIATION, found.id)
        _emit_gone(state, found, "rejected")
    domains.rebuild(state)
    return {}


def _emit_gone(state: ApigwState, found: PartRecord, how: str) -> None:
    """An association's end, in the account that made it: ``deleted`` by it, ``rejected`` by the name's
    owner, or ``name deleted`` with its name."""
    emit_resource(
        state,
        "apigateway.domainnameaccessassociation.deleted",
        str(found.doc["_account"]),
        str(found.doc["_region"]),
        found.id,
        domain_name_arn=found.doc["domainNameArn"],
        source=found.doc["accessAssociationSource"],
        how=how,
    )


def drop_associations(state: ApigwState, domain_key: str) -> None:
    """DeleteDomainName of a private name: its associations go with it (inside the caller's transaction)."""
    for found in parts.list_parts(state.store, ASSOCIATIONS, ASSOCIATION):
        if found.doc.get("_domain") == domain_key:
            parts.delete_part(state.store, ASSOCIATIONS, ASSOCIATION, found.id)
            _emit_gone(state, found, "name deleted")
