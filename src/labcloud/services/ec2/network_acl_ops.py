"""Network ACL operations: DescribeNetworkAcls (each VPC's default ACL included), CreateNetworkAcl,
(its ClientToken making a retry answer the first ACL), DeleteNetworkAcl (not the default one, nor one still associated), the entries' Create/Replace/Delete (never
the last rule, 32767) and ReplaceNetworkAclAssociation. Records only: no packet is filtered."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, lookup, network_acls, tagging
from labcloud.services.ec2.errors import dependency, error, invalid_value, malformed, not_found
from labcloud.services.ec2.ids import prefix_of
from labcloud.services.ec2.network_acls import KIND, LAST_RULE
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        CreateNetworkAclEntryRequest,
        CreateNetworkAclEntryResponse,
        CreateNetworkAclRequest,
        CreateNetworkAclResponse,
        DeleteNetworkAclEntryRequest,
        DeleteNetworkAclEntryResponse,
        DeleteNetworkAclRequest,
        DeleteNetworkAclResponse,
        DescribeNetworkAclsRequest,
        DescribeNetworkAclsResponse,
        ReplaceNetworkAclAssociationRequest,
        ReplaceNetworkAclAssociationResponse,
        ReplaceNetworkAclEntryRequest,
        ReplaceNetworkAclEntryResponse,
    )

ACL_FILTERS: filters.FilterMap = {
    "network-acl-id": filters.field("NetworkAclId"),
    "vpc-id": filters.field("VpcId"),
    "default": filters.field("IsDefault"),
    "association.association-id": filters.field("Associations", "NetworkAclAssociationId"),
    "association.network-acl-id": filters.field("Associations", "NetworkAclId"),
    "association.subnet-id": filters.field("Associations", "SubnetId"),
    "entry.cidr": filters.field("Entries", "CidrBlock"),
    "entry.ipv6-cidr": filters.field("Entries", "Ipv6CidrBlock"),
    "entry.egress": filters.field("Entries", "Egress"),
    "entry.protocol": filters.field("Entries", "Protocol"),
    "entry.rule-action": filters.field("Entries", "RuleAction"),
    "entry.rule-number": filters.field("Entries", "RuleNumber"),
    "entry.icmp.code": filters.field("Entries", "IcmpTypeCode", "Code"),
    "entry.icmp.type": filters.field("Entries", "IcmpTypeCode", "Type"),
    "entry.port-range.from": filters.field("Entries", "PortRange", "From"),
    "entry.port-range.to": filters.field("Entries", "PortRange", "To"),
}


def _begin(state: Ec2State, ctx: RequestContext, request: Any, *unsupported: str) -> None:
    lookup.begin(state, ctx, request, *unsupported)
    with state.store.transaction():
        network_acls.ensure(state, ctx.account_id, ctx.region)


def describe_network_acls(
    state: Ec2State, request: DescribeNetworkAclsRequest, ctx: RequestContext
) -> DescribeNetworkAclsResponse:
    _begin(state, ctx, request)
    found, token = describe.select(
        state,
        ctx,
        KIND,
        "acl",
        request.get("NetworkAclIds"),
        request.get("Filters"),
        ACL_FILTERS,
        max_results=request.get("MaxResults"),
        next_token=request.get("NextToken"),
        ids_name="networkAclIds",
    )
    answer: DescribeNetworkAclsResponse = {"NetworkAcls": [_described(r) for r in found]}
    if token:
        answer["NextToken"] = token
    return answer


def _described(record: Record) -> Any:
    body = describe.public(record.body)
    body["Entries"] = sorted(body["Entries"], key=lambda e: (e["Egress"], e["RuleNumber"]))
    body.setdefault("Tags", [])
    return body


def create_network_acl(
    state: Ec2State, request: CreateNetworkAclRequest, ctx: RequestContext
) -> CreateNetworkAclResponse:
    _begin(state, ctx, request)
    tags = tagging.from_specifications(request.get("TagSpecifications"), KIND)
    token = request.get("ClientToken")
    with state.store.transaction():
        vpc = lookup.require(state, ctx, "vpc", request["VpcId"])
        for made in state.records.in_vpc(ctx.account_id, ctx.region, vpc.id, KIND):
            if token and made.body.get("_client_token") == token:
                return {"NetworkAcl": _described(made), "ClientToken": token}
        record = network_acls.build(ctx.account_id, vpc.id, default=False, tags=tags)
        if token:
            record.body["_client_token"] = token
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    answer: CreateNetworkAclResponse = {"NetworkAcl": _described(record)}
    if token:
        answer["ClientToken"] = token
    return answer


def delete_network_acl(
    state: Ec2State, request: DeleteNetworkAclRequest, ctx: RequestContext
) -> DeleteNetworkAclResponse:
    _begin(state, ctx, request)
    with state.store.transaction():
        acl = lookup.require(state, ctx, "acl", request["NetworkAclId"])
        if acl.body.get("IsDefault"):
            raise invalid_value(f"cannot delete default network ACL {acl.id}")
        if acl.body["Associations"]:
            raise dependency("networkAcl", acl.id)
        state.records.delete(ctx.account_id, ctx.region, acl.id)
        lookup.announce(state, ctx, acl, "deleted")
    return {}


def _change_entry(
    state: Ec2State,
    ctx: RequestContext,
    acl_id: str,
    key: tuple[bool, int],
    new: dict[str, Any] | None,
    *,
    exists: bool,
) -> None:
    """Add (``new``, the entry ``key`` (egress, rule number) not there yet), replace (``new``, ``exists``) or
    remove (no ``new``) one entry of the ACL; never the last rule."""
    egress, number = key
    if number == LAST_RULE:
        raise invalid_value(
            f"Value ({number}) for parameter ruleNumber is invalid. Must be between 1 and 32766."
        )
    with state.store.transaction():
        acl = lookup.require(state, ctx, "acl", acl_id)
        kept = [e for e in acl.body["Entries"] if (e["Egress"], e["RuleNumber"]) != key]
        found = len(kept) != len(acl.body["Entries"])
        if found and not exists:
            raise error(
                "NetworkAclEntryAlreadyExists",
                f"The network acl entry identified by {number} already exists.",
            )
        if exists and not found:
            raise _no_entry(acl.id, number)
        acl.body["Entries"] = kept if new is None else [*kept, new]
        lookup.save(state, ctx, acl)
        lookup.announce(state, ctx, acl, "changed")


def _put_entry(state: Ec2State, request: Any, ctx: RequestContext, *, exists: bool) -> None:
    _begin(state, ctx, request)
    entry = network_acls.entry(request)
    key = (entry["Egress"], entry["RuleNumber"])
    _change_entry(state, ctx, request["NetworkAclId"], key, entry, exists=exists)


def create_network_acl_entry(
    state: Ec2State, request: CreateNetworkAclEntryRequest, ctx: RequestContext
) -> CreateNetworkAclEntryResponse:
    _put_entry(state, request, ctx, exists=False)
    return {}


def replace_network_acl_entry(
    state: Ec2State, request: ReplaceNetworkAclEntryRequest, ctx: RequestContext
) -> ReplaceNetworkAclEntryResponse:
    _put_entry(state, request, ctx, exists=True)
    return {}


def delete_network_acl_entry(
    state: Ec2State, request: DeleteNetworkAclEntryRequest, ctx: RequestContext
) -> DeleteNetworkAclEntryResponse:
    _begin(state, ctx, request)
    key = (bool(request["Egress"]), int(request["RuleNumber"]))
    _change_entry(state, ctx, request["NetworkAclId"], key, None, exists=True)
    return {}


def _no_entry(acl_id: str, number: int) -> Exception:
    return error(
        "InvalidNetworkAclEntry.NotFound",
        f"The network ACL entry identified by {number} in network ACL {acl_id} does not exist",
    )


def replace_network_acl_association(
    state: Ec2State, request: ReplaceNetworkAclAssociationRequest, ctx: RequestContext
) -> ReplaceNetworkAclAssociationResponse:
    _begin(state, ctx, request)
    association_id = request["AssociationId"]
    if prefix_of(association_id) != "aclassoc":
        raise malformed("aclassoc", association_id)
    with state.store.transaction():
        target = lookup.require(state, ctx, "acl", request["NetworkAclId"])
        holder = next(
            (
                acl
                for acl in state.records.of_kind(ctx.account_id, ctx.region, KIND)
                if any(a["NetworkAclAssociationId"] == association_id for a in acl.body["Associations"])
            ),
            None,
        )
        if holder is None:
            raise not_found("aclassoc", [association_id])
        [old] = [a for a in holder.body["Associations"] if a["NetworkAclAssociationId"] == association_id]
        if holder.vpc_id != target.vpc_id:
            raise invalid_value(
                f"Network ACL {target.id} and subnet {old['SubnetId']} belong to different networks"
            )
        holder.body["Associations"].remove(old)
        lookup.save(state, ctx, holder)
        if holder.id == target.id:
            target = holder
        made = network_acls.association(target.id, old["SubnetId"])
        target.body["Associations"].append(made)
        lookup.save(state, ctx, target)
        lookup.announce(state, ctx, target, "changed")
    return {"NewAssociationId": made["NetworkAclAssociationId"]}
