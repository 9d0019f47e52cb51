"""CreateUser, DescribeUser, ListUsers, UpdateUser and DeleteUser on an ActiveMQ broker. As on AWS, a
change is pending (CREATE, UPDATE, DELETE) until the broker reboots; RabbitMQ brokers manage their users
in the broker, so these calls are refused for them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.services.mq import brokers, engines, errors
from labcloud.services.mq.paging import page
from labcloud.services.mq.state import MqState

if TYPE_CHECKING:
    from labcloud.services.mq.api import (
        CreateUserRequest,
        CreateUserResponse,
        DeleteUserRequest,
        DeleteUserResponse,
        DescribeUserRequest,
        DescribeUserResponse,
        ListUsersRequest,
        ListUsersResponse,
        UpdateUserRequest,
        UpdateUserResponse,
    )


def _activemq(state: MqState, ctx: RequestContext, broker_id: str) -> dict[str, Any]:
    doc = brokers.find(state, ctx, broker_id)
    if str(doc["EngineType"]).upper() != "ACTIVEMQ":
        raise errors.bad_request(
            "The user APIs are for ActiveMQ brokers: a RabbitMQ broker's users are managed in the broker.",
            "broker-id",
        )
    return doc


def _user(doc: dict[str, Any], username: str) -> dict[str, Any]:
    for user in doc.get("_users") or []:
        if user["Username"] == username:
            return dict(user)
    raise errors.not_found(f"Can't find requested user [{username}]. Make sure your user exists.", "username")


def _save(state: MqState, ctx: RequestContext, doc: dict[str, Any], user: dict[str, Any], kind: str) -> None:
    doc["_users"] = [u for u in doc.get("_users") or [] if u["Username"] != user["Username"]] + [user]
    doc["_users"].sort(key=lambda u: str(u["Username"]))
    with state.store.transaction():
        state.records.update(doc["BrokerArn"], doc)
        state.publish(kind, ctx.account_id, ctx.region, doc["BrokerArn"], username=user["Username"])


def create_user(state: MqState, request: CreateUserRequest, ctx: RequestContext) -> CreateUserResponse:
    doc = _activemq(state, ctx, request["BrokerId"])
    username = request["Username"]
    engines.username(username)
    engines.password(request["Password"])
    if request.get("ReplicationUser"):
        raise errors.refused("cross-region data replication users", "replicationUser")
    if any(u["Username"] == username for u in doc.get("_users") or []):
        raise errors.conflict(f"User [{username}] already exists on broker [{doc['BrokerId']}].", "username")
    if len(doc.get("_users") or []) >= engines.MAX_USERS:
        raise errors.bad_request(f"A broker can have at most {engines.MAX_USERS} users.", "username")
    pending = {
        "PendingChange": "CREATE",
        "ConsoleAccess": bool(request.get("ConsoleAccess", False)),
        "Groups": engines.groups(request.get("Groups")),
        **brokers.hashed(request["Password"]),
    }
    _save(state, ctx, doc, {"Username": username, "_pending": pending}, "mq.user.created")
    return cast("CreateUserResponse", {})


def describe_user(state: MqState, request: DescribeUserRequest, ctx: RequestContext) -> DescribeUserResponse:
    doc = _activemq(state, ctx, request["BrokerId"])
    user = _user(doc, request["Username"])
    out: dict[str, Any] = {"BrokerId": doc["BrokerId"], "Username": user["Username"]}
    if "ConsoleAccess" in user:
        out["ConsoleAccess"] = user["ConsoleAccess"]
        out["Groups"] = list(user.get("Groups") or [])
    pending = user.get("_pending")
    if pending:
        out["Pending"] = {k: v for k, v in pending.items() if not k.startswith("_")}
    return cast("DescribeUserResponse", out)


def list_users(state: MqState, request: ListUsersRequest, ctx: RequestContext) -> ListUsersResponse:
    doc = _activemq(state, ctx, request["BrokerId"])
    items, token = page(brokers.user_summaries(doc), request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {
        "BrokerId": doc["BrokerId"],
        "MaxResults": request.get("MaxResults") or 100,
        "Users": items,
    }
    if token:
        out["NextToken"] = token
    return cast("ListUsersResponse", out)


def update_user(state: MqState, request: UpdateUserRequest, ctx: RequestContext) -> UpdateUserResponse:
    doc = _activemq(state, ctx, request["BrokerId"])
    user = _user(doc, request["Username"])
    if request.get("ReplicationUser"):
        raise errors.refused("cross-region data replication users", "replicationUser")
    pending = dict(user.get("_pending") or {})
    if pending.get("PendingChange") == "DELETE":
        raise errors.conflict(f"User [{user['Username']}] is pending deletion.", "username")
    pending.setdefault("PendingChange", "UPDATE")
    pending["ConsoleAccess"] = bool(
        request["ConsoleAccess"]
        if request.get("ConsoleAccess") is not None
        else pending.get("ConsoleAccess", user.get("ConsoleAccess", False))
    )
    pending["Groups"] = engines.groups(
        request["Groups"] if request.get("Groups") is not None else pending.get("Groups", user.get("Groups"))
    )
    if request.get("Password") is not None:
        engines.password(request["Password"])
        pending.update(brokers.hashed(request["Password"]))
    user["_pending"] = pending
    _save(state, ctx, doc, user, "mq.user.updated")
    return cast("UpdateUserResponse", {})


def delete_user(state: MqState, request: DeleteUserRequest, ctx: RequestContext) -> DeleteUserResponse:
    doc = _activemq(state, ctx, request["BrokerId"])
    user = _user(doc, request["Username"])
    if (user.get("_pending") or {}).get("PendingChange") == "CREATE":
        doc["_users"] = [u for u in doc["_users"] if u["Username"] != user["Username"]]
        with state.store.transaction():
            state.records.update(doc["BrokerArn"], doc)
            state.publish(
                "mq.user.deleted", ctx.account_id, ctx.region, doc["BrokerArn"], username=user["Username"]
            )
        return cast("DeleteUserResponse", {})
    user["_pending"] = {"PendingChange": "DELETE"}
    _save(state, ctx, doc, user, "mq.user.deleted")
    return cast("DeleteUserResponse", {})
