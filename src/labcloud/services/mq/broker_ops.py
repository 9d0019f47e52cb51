"""CreateBroker, DescribeBroker, ListBrokers, UpdateBroker, RebootBroker and DeleteBroker: brokers as
records on labcloud's clock (``brokers.py``), checked as Amazon MQ checks them (``engines.py``, EC2's
subnets and security groups through ``network.py``). LDAP, cross-region data replication and shared
resources are refused by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.mq import brokers, engines, errors, names, network
from labcloud.services.mq.configurations import configuration_ref
from labcloud.services.mq.paging import page
from labcloud.services.mq.state import MqState
from labcloud.services.mq.tagging import merged

if TYPE_CHECKING:
    from labcloud.services.mq.api import (
        CreateBrokerRequest,
        CreateBrokerResponse,
        DeleteBrokerRequest,
        DeleteBrokerResponse,
        DescribeBrokerRequest,
        DescribeBrokerResponse,
        ListBrokersRequest,
        ListBrokersResponse,
        RebootBrokerRequest,
        RebootBrokerResponse,
        UpdateBrokerRequest,
        UpdateBrokerResponse,
    )


def _refuse_unsupported(request: Any) -> None:
    strategy = request.get("AuthenticationStrategy")
    if strategy not in (None, "SIMPLE"):
        raise errors.refused(
            f"the {strategy} authentication strategy (users are SIMPLE only)", "authenticationStrategy"
        )
    if request.get("LdapServerMetadata") is not None:
        raise errors.refused("LDAP authentication", "ldapServerMetadata")
    if request.get("DataReplicationMode") not in (None, "NONE"):
        raise errors.refused("cross-region data replication", "dataReplicationMode")
    if request.get("DataReplicationPrimaryBrokerArn") is not None:
        raise errors.refused("cross-region data replication", "dataReplicationPrimaryBrokerArn")
    if request.get("ResourceShareArns") is not None:
        raise errors.refused("shared resources", "resourceShareArns")


def _storage(engine: str, mode: str, given: str | None, size: int | None) -> str:
    kind = given or ("EBS" if engine == "RABBITMQ" else "EFS")
    if kind == "EFS" and engine == "RABBITMQ":
        raise errors.bad_request("RabbitMQ brokers use EBS storage only.", "storageType")
    if kind == "EBS" and engine == "ACTIVEMQ" and mode != "SINGLE_INSTANCE":
        raise errors.bad_request(
            "EBS storage is available to SINGLE_INSTANCE ActiveMQ brokers only.", "storageType"
        )
    if size is not None:
        raise errors.refused("StorageSize (a broker's storage is not sized)", "storageSize")
    return kind


async def create_broker(
    state: MqState, request: CreateBrokerRequest, ctx: RequestContext
) -> CreateBrokerResponse:
    _refuse_unsupported(request)
    name = request["BrokerName"]
    if not names.BROKER_NAME.match(name):
        raise errors.bad_request(
            "Broker name must be 1-50 characters long and contain only letters, digits, dashes and underscores.",
            "brokerName",
        )
    creator = request.get("CreatorRequestId")
    if creator:
        for other in state.records.listed("broker", ctx.account_id, ctx.region):
            if other.get("_creator") == creator and other.get("_phase") != "deleting":
                return cast(
                    "CreateBrokerResponse", {"BrokerArn": other["BrokerArn"], "BrokerId": other["BrokerId"]}
                )
    engine = request["EngineType"].upper()
    engines.check_engine(engine)
    mode = engines.mode(engine, request["DeploymentMode"])
    version = engines.version(engine, request.get("EngineVersion"))
    instance = engines.instance_type(engine, mode, request["HostInstanceType"])
    public = bool(request["PubliclyAccessible"])
    subnets = list(request.get("SubnetIds") or [])
    groups = list(request.get("SecurityGroups") or [])
    engines.subnets(mode, subnets, public)
    users = list(request.get("Users") or [])
    engines.users(engine, users)
    storage = _storage(engine, mode, request.get("StorageType"), request.get("StorageSize"))
    encryption = engines.encryption(engine, request.get("EncryptionOptions"))
    logs = engines.logs(engine, request.get("Logs"))
    tags = merged({}, request.get("Tags"))
    configuration = None
    if request.get("Configuration"):
        configuration = configuration_ref(state, ctx, request["Configuration"], engine)
    await network.check(state, ctx, subnets, groups)
    bid = names.broker_id()
    arn = names.broker_arn(ctx.region, ctx.account_id, name, bid)
    now = clock.now()
    doc: dict[str, Any] = {
        "BrokerId": bid,
        "BrokerArn": arn,
        "BrokerName": name,
        "EngineType": request["EngineType"],  # as given: AWS answers the case it was given
        "EngineVersion": version,
        "HostInstanceType": instance,
        "DeploymentMode": mode,
        "PubliclyAccessible": public,
        "AutoMinorVersionUpgrade": bool(request.get("AutoMinorVersionUpgrade", True)),
        "AuthenticationStrategy": "SIMPLE",
        "SubnetIds": subnets,
        "SecurityGroups": groups,
        "StorageType": storage,
        "EncryptionOptions": encryption,
        "Logs": logs,
        "MaintenanceWindowStartTime": engines.window(
            request.get("MaintenanceWindowStartTime"), int(bid[2:10], 16)
        ),
        "Configurations": {"Current": configuration, "History": []} if configuration else {"History": []},
        "DataReplicationMode": "NONE",
        "Created": now,
        "_phase": "creating",
        "_until": now + brokers.CREATE_SECONDS,
        "_tags": tags,
        "_users": [
            {
                "Username": str(u["Username"]),
                "ConsoleAccess": bool(u.get("ConsoleAccess", False)),
                "Groups": engines.groups(u.get("Groups")),
                **brokers.hashed(str(u["Password"])),
            }
            for u in users
        ],
    }
    if creator:
        doc["_creator"] = creator
    with state.store.transaction():
        if state.records.named("broker", ctx.account_id, ctx.region, name):
            raise errors.conflict(f"Broker with name [{name}] already exists.", "brokerName")
        state.records.put("broker", ctx.account_id, ctx.region, arn, bid, name, doc, now)
        state.publish(
            "mq.broker.created", ctx.account_id, ctx.region, arn, broker_id=bid, engine=engine, mode=mode
        )
    return cast("CreateBrokerResponse", {"BrokerArn": arn, "BrokerId": bid})


def describe_broker(
    state: MqState, request: DescribeBrokerRequest, ctx: RequestContext
) -> DescribeBrokerResponse:
    doc = brokers.find(state, ctx, request["BrokerId"])
    return cast("DescribeBrokerResponse", brokers.describe(doc, clock.now()))


def list_brokers(state: MqState, request: ListBrokersRequest, ctx: RequestContext) -> ListBrokersResponse:
    now = clock.now()
    found = [
        d for d in state.records.listed("broker", ctx.account_id, ctx.region) if not brokers.gone(d, now)
    ]
    items, token = page(found, request.get("NextToken"), request.get("MaxResults"))
    out: dict[str, Any] = {"BrokerSummaries": [brokers.summary(d, now) for d in items]}
    if token:
        out["NextToken"] = token
    return cast("ListBrokersResponse", out)


async def update_broker(
    state: MqState, request: UpdateBrokerRequest, ctx: RequestContext
) -> UpdateBrokerResponse:
    _refuse_unsupported(request)
    doc = brokers.find(state, ctx, request["BrokerId"])
    if brokers.broker_state(doc, clock.now()) == "DELETION_IN_PROGRESS":
        raise errors.conflict("The broker is being deleted.", "broker-id")
    engine = str(doc["EngineType"]).upper()
    pending: dict[str, Any] = dict(doc.get("_pending") or {})
    answer: dict[str, Any] = {"BrokerId": doc["BrokerId"]}
    if request.get("StorageSize") is not None:
        raise errors.refused("StorageSize (a broker's storage is not sized)", "storageSize")
    if request.get("EngineVersion") is not None:
        pending["EngineVersion"] = answer["EngineVersion"] = engines.version(engine, request["EngineVersion"])
    if request.get("HostInstanceType") is not None:
        pending["HostInstanceType"] = answer["HostInstanceType"] = engines.instance_type(
            engine, doc["DeploymentMode"], request["HostInstanceType"]
        )
    if request.get("SecurityGroups") is not None:
        groups = list(request["SecurityGroups"])
        await network.check(state, ctx, doc["SubnetIds"], groups)
        pending["SecurityGroups"] = answer["SecurityGroups"] = groups
    if request.get("Configuration") is not None:
        pending["Configuration"] = answer["Configuration"] = configuration_ref(
            state, ctx, request["Configuration"], engine
        )
    if request.get("Logs") is not None:
        pending["Logs"] = engines.logs(engine, request["Logs"])
        answer["Logs"] = pending["Logs"]
    if request.get("AutoMinorVersionUpgrade") is not None:
        doc["AutoMinorVersionUpgrade"] = answer["AutoMinorVersionUpgrade"] = bool(
            request["AutoMinorVersionUpgrade"]
        )
    if request.get("MaintenanceWindowStartTime") is not None:
        doc["MaintenanceWindowStartTime"] = answer["MaintenanceWindowStartTime"] = engines.window(
            request["MaintenanceWindowStartTime"], 0
        )
    if request.get("AuthenticationStrategy") is not None:
        answer["AuthenticationStrategy"] = "SIMPLE"
    if pending:
        doc["_pending"] = pending
    with state.store.transaction():
        state.records.update(doc["BrokerArn"], doc)
        state.publish(
            "mq.broker.updated", ctx.account_id, ctx.region, doc["BrokerArn"], pending=sorted(pending)
        )
    return cast("UpdateBrokerResponse", answer)


def reboot_broker(state: MqState, request: RebootBrokerRequest, ctx: RequestContext) -> RebootBrokerResponse:
    doc = brokers.find(state, ctx, request["BrokerId"])
    now = clock.now()
    current = brokers.broker_state(doc, now)
    if current != "RUNNING":
        raise errors.bad_request(
            f"Broker [{doc['BrokerId']}] is in state [{current}] and cannot be rebooted: only a RUNNING broker can.",
            "broker-id",
        )
    brokers.apply_pending(doc)
    doc["_phase"] = "rebooting"
    doc["_until"] = now + brokers.REBOOT_SECONDS
    with state.store.transaction():
        state.records.update(doc["BrokerArn"], doc)
        state.publish(
            "mq.broker.rebooted", ctx.account_id, ctx.region, doc["BrokerArn"], broker_id=doc["BrokerId"]
        )
    return cast("RebootBrokerResponse", {})


def delete_broker(state: MqState, request: DeleteBrokerRequest, ctx: RequestContext) -> DeleteBrokerResponse:
    doc = brokers.find(state, ctx, request["BrokerId"])
    if doc.get("_phase") != "deleting":
        doc["_phase"] = "deleting"
        doc["_until"] = clock.now() + brokers.DELETE_SECONDS
        with state.store.transaction():
            state.records.update(doc["BrokerArn"], doc)
            state.publish(
                "mq.broker.deleting", ctx.account_id, ctx.region, doc["BrokerArn"], broker_id=doc["BrokerId"]
            )
        state.bell.ring()
    return cast("DeleteBrokerResponse", {"BrokerId": doc["BrokerId"]})
