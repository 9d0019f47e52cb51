"""Who may use a collection's data plane: the SigV4 signer (service ``aoss``), IAM's ``aoss:APIAccessAll``
on the collection's ARN, a network policy covering the collection, and a data access policy granting the
signer the permission the request needs on the index (``aoss:ReadDocument``, ``aoss:WriteDocument``,
``aoss:CreateIndex``...). Any refusal is AOSS's 403."""

from __future__ import annotations

from labcloud.context import Principal
from labcloud.protocol.wire import WireRequest
from labcloud.services.apigateway import sigv4_caller
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.opensearchserverless.grants import encryption_for, granted
from labcloud.services.opensearchserverless.repo.records import Doc
from labcloud.services.opensearchserverless.state import AossState

ACTION = "aoss:APIAccessAll"


class Denied(Exception):
    """A refused request, with the reason AOSS's 403 body gives."""

    def __init__(self, reason: str = "403 Forbidden") -> None:
        super().__init__(reason)
        self.reason = reason


def signer(state: AossState, request: WireRequest) -> Principal:
    directory = state.services.interface(IamDirectory)
    try:
        caller = sigv4_caller.verify(request, state.services.identity, directory, missing="403 Forbidden")
    except sigv4_caller.Refusal as refusal:
        raise Denied(refusal.message) from None
    return caller.principal


def admit(state: AossState, principal: Principal, account: str, region: str, collection: Doc) -> None:
    """IAM's APIAccessAll and the network policy; raises Denied."""
    directory = state.services.interface(IamDirectory)
    if directory is not None:
        decision = directory.is_allowed(principal, ACTION, collection["arn"])
        if not decision.allowed:
            raise Denied(
                f"User: {principal.arn} is not authorized to perform: {ACTION} on resource: {collection['arn']}"
                + (" with an explicit deny" if decision.kind == "explicit_deny" else "")
            )
    policies = state.records.listed(account, region, "policy")
    network = [p for p in policies if p["type"] == "network"]
    if _network_for(network, collection["name"]) is None:
        raise Denied("403 Forbidden (no network policy gives access to this collection)")


def _network_for(policies: list[Doc], name: str) -> Doc | None:
    as_lists = [
        {
            **p,
            "policy": {
                "Rules": [
                    r
                    for s in p["policy"]
                    for r in s.get("Rules") or []
                    if r.get("ResourceType") == "collection"
                ]
            },
        }
        for p in policies
    ]
    return encryption_for(as_lists, name)


def require(
    state: AossState,
    principal: Principal,
    account: str,
    region: str,
    collection: Doc,
    permission: str,
    index: str | None,
) -> None:
    """Raises Denied unless a data access policy grants ``permission`` (on ``index``, or the collection)."""
    policies = [p for p in state.records.listed(account, region, "policy") if p["type"] == "data"]
    if index is None:
        resource_type, resource = "collection", f"collection/{collection['name']}"
    else:
        resource_type, resource = "index", f"index/{collection['name']}/{index}"
    if not granted(policies, principal, permission, resource_type, resource):
        raise Denied()
