"""Starting resources of the shop-pipeline project: provision, remove, and observe them.

The project starts from an outage: the whole shop exists but ``POST /orders`` answers 500, because
nothing lets API Gateway invoke the front function. It provides the HTTP API and the front function
(the retried-fanout challenge's, which publishes every POST to the topic), the topic with the billing
and audit queues subscribed, the unguarded billing consumer with its charges table (nothing reads the
billing queue yet), the abandoned carts with the sweep function (the scheduled-cleanup lab's) and
the role a schedule may run as. The learner grants the invoke, guards and maps the consumer, creates
the nightly schedule and moves the clock. ``deprovision`` removes all of it by the project's names.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.scheduled_cleanup.resources import expiries, iso, server_now
from labcloud.labs.scenarios.shop_pipeline.names import (
    API,
    AUDIT,
    BILLING,
    CARTS,
    CARTS_HELD,
    CHARGER,
    CHARGER_POLICY,
    CHARGER_ROLE,
    CHARGES,
    FRONT,
    FRONT_POLICY,
    FRONT_ROLE,
    FUNCTION_TIMEOUT,
    KEY,
    ROUTE_KEY,
    SCHEDULE,
    SCHEDULER_POLICY,
    SCHEDULER_ROLE,
    SWEEPER,
    SWEEPER_POLICY,
    SWEEPER_ROLE,
    TOPIC,
)

#: Code the project shares with the labs that taught it (read from their packages, not copied).
FRONT_CODE = ("labcloud.labs.scenarios.retried_fanout", "front.py")
SWEEPER_CODE = ("labcloud.labs.scenarios.scheduled_cleanup", "cleanup.py")
CHARGER_CODE = (__package__, "charger.py")


def _zip(source: tuple[str, str]) -> bytes:
    package, name = source
    return kit.zip_source({"app.py": resources.files(package).joinpath(name).read_bytes()})


def _policy(*statements: dict[str, Any]) -> dict[str, Any]:
    return {"Version": "2012-10-17", "Statement": [*statements, kit.WRITE_LOGS]}


def _allow(sid: str, actions: list[str], resource: str) -> dict[str, Any]:
    return {"Sid": sid, "Effect": "Allow", "Action": actions, "Resource": resource}


def provision(clients: kit.Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    arn = {
        "topic": f"arn:aws:sns:{region}:{account}:{TOPIC}",
        "billing": f"arn:aws:sqs:{region}:{account}:{BILLING}",
        "audit": f"arn:aws:sqs:{region}:{account}:{AUDIT}",
        "charges": f"arn:aws:dynamodb:{region}:{account}:table/{CHARGES}",
        "carts": f"arn:aws:dynamodb:{region}:{account}:table/{CARTS}",
        "sweeper": f"arn:aws:lambda:{region}:{account}:function:{SWEEPER}",
    }
    sns = clients("sns")
    topic_arn = str(sns.create_topic(Name=TOPIC)["TopicArn"])
    for queue in ("billing", "audit"):
        name = BILLING if queue == "billing" else AUDIT
        kit.create_queue(clients, name, {"Policy": kit.topic_queue_policy(arn[queue], topic_arn)})
        sns.subscribe(
            TopicArn=topic_arn,
            Protocol="sqs",
            Endpoint=arn[queue],
            Attributes={"RawMessageDelivery": "true"},
        )
    kit.create_table(clients, CHARGES, KEY)
    kit.create_table(clients, CARTS)
    started = server_now(clients)
    expiry = dict(zip(CARTS_HELD, (iso(moment) for moment in expiries(started)), strict=True))
    for cart in CARTS_HELD:
        clients("dynamodb").put_item(
            TableName=CARTS, Item={"id": {"S": cart}, "expires_at": {"S": expiry[cart]}}
        )
    charger_role = kit.create_role(
        clients,
        CHARGER_ROLE,
        CHARGER_POLICY,
        _policy(
            _allow(
                "ConsumeBilling",
                ["sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes"],
                arn["billing"],
            ),
            _allow("Charge", ["dynamodb:PutItem", "dynamodb:GetItem"], arn["charges"]),
        ),
        "Execution role of the shop-pipeline project's billing consumer",
    )
    charger = kit.create_function(
        clients,
        CHARGER,
        charger_role,
        _zip(CHARGER_CODE),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"CHARGES_TABLE": CHARGES}},
        Description="shop-pipeline billing consumer (charges every copy)",
    )
    front_role = kit.create_role(
        clients,
        FRONT_ROLE,
        FRONT_POLICY,
        _policy(_allow("PublishOrders", ["sns:Publish"], topic_arn)),
        "Execution role of the shop-pipeline project's front function",
    )
    front = kit.create_function(
        clients,
        FRONT,
        front_role,
        _zip(FRONT_CODE),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TOPIC_ARN": topic_arn}},
        Description="shop-pipeline front function (publishes every POST /orders)",
    )
    api = clients("apigatewayv2").create_api(
        Name=API, ProtocolType="HTTP", Target=front["FunctionArn"], RouteKey=ROUTE_KEY
    )
    sweeper_role = kit.create_role(
        clients,
        SWEEPER_ROLE,
        SWEEPER_POLICY,
        _policy(_allow("SweepCarts", ["dynamodb:Scan", "dynamodb:DeleteItem"], arn["carts"])),
        "Execution role of the shop-pipeline project's cart sweep",
    )
    kit.create_function(
        clients,
        SWEEPER,
        sweeper_role,
        _zip(SWEEPER_CODE),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TABLE_NAME": CARTS}},
        Description="shop-pipeline: delete the carts that expired before the run's now",
    )
    kit.create_role(
        clients,
        SCHEDULER_ROLE,
        SCHEDULER_POLICY,
        {
            "Version": "2012-10-17",
            "Statement": [_allow("InvokeSweep", ["lambda:InvokeFunction"], arn["sweeper"])],
        },
        "Role the shop-pipeline project's nightly schedule runs as",
        service="scheduler.amazonaws.com",
    )
    return {
        "account": account,
        "region": region,
        "api_id": api["ApiId"],
        "topic_arn": topic_arn,
        "code_sha256": charger["CodeSha256"],
        "expiry": expiry,
    }


def deprovision(clients: kit.Clients) -> None:
    kit.ignore(lambda: clients("scheduler").delete_schedule(Name=SCHEDULE), "ResourceNotFoundException")
    kit.delete_http_apis(clients, API)
    for function in (FRONT, CHARGER, SWEEPER):
        kit.delete_function(clients, function)
    kit.delete_topic(clients, TOPIC)
    kit.delete_queues(clients, (BILLING, AUDIT))
    kit.delete_tables(clients, (CHARGES, CARTS))
    for role, policy in (
        (FRONT_ROLE, FRONT_POLICY),
        (CHARGER_ROLE, CHARGER_POLICY),
        (SWEEPER_ROLE, SWEEPER_POLICY),
        (SCHEDULER_ROLE, SCHEDULER_POLICY),
    ):
        kit.delete_role(clients, role, policy)


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    schedule = await kit.attempt(
        call,
        errors,
        "schedule",
        "scheduler",
        "GetSchedule",
        {"Name": SCHEDULE},
        ("ResourceNotFoundException",),
    )
    return {
        "errors": errors,
        "policy": await kit.function_policy(call, errors, FRONT),
        "queues": {name: await kit.queue_state(call, errors, name) for name in (BILLING, AUDIT)},
        "mappings": await kit.mappings_of(call, errors, CHARGER),
        "code": await kit.deployed_code(call, errors, CHARGER),
        "schedule": schedule,
        "carts": await kit.table_items(call, errors, CARTS),
    }
