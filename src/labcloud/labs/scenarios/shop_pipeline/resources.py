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

import functools
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
    FULFIL,
    FULFIL_POLICY,
    FULFIL_ROLE,
    FULFILMENT,
    FUNCTION_TIMEOUT,
    KEY,
    ROUTE_KEY,
    SCHEDULE,
    SCHEDULER_POLICY,
    SCHEDULER_ROLE,
    STEPS,
    STEPS_POLICY,
    STEPS_ROLE,
    SWEEPER,
    SWEEPER_POLICY,
    SWEEPER_ROLE,
    TOPIC,
)

#: Code the project shares with the labs that taught it (read from their packages, not copied).
FRONT_CODE = ("labcloud.labs.scenarios.retried_fanout", "front.py")
SWEEPER_CODE = ("labcloud.labs.scenarios.scheduled_cleanup", "cleanup.py")
STEPS_CODE = ("labcloud.labs.scenarios.saga", "steps.py")
CHARGER_CODE = (__package__, "charger.py")


def _zip(source: tuple[str, str]) -> bytes:
    package, name = source
    return kit.zip_source({"app.py": resources.files(package).joinpath(name).read_bytes()})


def provision(clients: kit.Clients) -> dict[str, Any]:
    account, region = kit.account_and_region(clients)
    arn = {
        "topic": f"arn:aws:sns:{region}:{account}:{TOPIC}",
        "billing": f"arn:aws:sqs:{region}:{account}:{BILLING}",
        "audit": f"arn:aws:sqs:{region}:{account}:{AUDIT}",
        "charges": f"arn:aws:dynamodb:{region}:{account}:table/{CHARGES}",
        "carts": f"arn:aws:dynamodb:{region}:{account}:table/{CARTS}",
        "sweeper": f"arn:aws:lambda:{region}:{account}:function:{SWEEPER}",
        "steps": f"arn:aws:lambda:{region}:{account}:function:{STEPS}",
        "fulfilment": f"arn:aws:dynamodb:{region}:{account}:table/{FULFILMENT}",
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
        kit.execution_policy(
            kit.allow(
                "ConsumeBilling",
                kit.CONSUME_QUEUE,
                arn["billing"],
            ),
            kit.allow("Charge", ["dynamodb:PutItem", "dynamodb:GetItem"], arn["charges"]),
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
        kit.execution_policy(kit.allow("PublishOrders", ["sns:Publish"], topic_arn)),
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
        kit.execution_policy(kit.allow("SweepCarts", ["dynamodb:Scan", "dynamodb:DeleteItem"], arn["carts"])),
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
            "Statement": [kit.allow("InvokeSweep", ["lambda:InvokeFunction"], arn["sweeper"])],
        },
        "Role the shop-pipeline project's nightly schedule runs as",
        service="scheduler.amazonaws.com",
    )
    machine_arn = _fulfilment(clients, arn)
    return {
        "account": account,
        "region": region,
        "machine_arn": machine_arn,
        "api_id": api["ApiId"],
        "topic_arn": topic_arn,
        "code_sha256": charger["CodeSha256"],
        "expiry": expiry,
    }


def _fulfilment(clients: kit.Clients, arn: dict[str, str]) -> str:
    """The fulfilment saga as the project starts it: the steps, their table, and a state machine that
    reserves, charges and ships with nothing to undo a failure (fulfil.json, in the learner's folder)."""
    kit.create_table(clients, FULFILMENT)
    steps_role = kit.create_role(
        clients,
        STEPS_ROLE,
        STEPS_POLICY,
        kit.execution_policy(kit.allow("RecordSteps", ["dynamodb:UpdateItem"], arn["fulfilment"])),
        "Execution role of the shop-pipeline project's fulfilment steps",
    )
    kit.create_function(
        clients,
        STEPS,
        steps_role,
        _zip(STEPS_CODE),
        Timeout=FUNCTION_TIMEOUT,
        Environment={"Variables": {"TABLE_NAME": FULFILMENT}},
        Description="shop-pipeline fulfilment steps: reserve, charge, ship, refund, release",
    )
    machine_role = kit.create_role(
        clients,
        FULFIL_ROLE,
        FULFIL_POLICY,
        {
            "Version": "2012-10-17",
            "Statement": [kit.allow("InvokeSteps", ["lambda:InvokeFunction"], arn["steps"])],
        },
        "Role of the shop-pipeline project's fulfilment state machine",
        service="states.amazonaws.com",
    )
    definition = resources.files(__package__).joinpath("fulfil.json").read_text(encoding="utf-8")
    created = clients("stepfunctions").create_state_machine(
        name=FULFIL, definition=definition, roleArn=machine_role
    )
    return str(created["stateMachineArn"])


def _machine_gone(clients: kit.Clients, arn: str) -> bool:
    described = functools.partial(clients("stepfunctions").describe_state_machine, stateMachineArn=arn)
    return kit.ignore(described, "StateMachineDoesNotExist") is None


def deprovision(clients: kit.Clients) -> None:
    account, region = kit.account_and_region(clients)
    machine = f"arn:aws:states:{region}:{account}:stateMachine:{FULFIL}"
    sfn = clients("stepfunctions")
    kit.ignore(
        functools.partial(sfn.delete_state_machine, stateMachineArn=machine), "StateMachineDoesNotExist"
    )
    kit.wait(f"deletion of {FULFIL}", functools.partial(_machine_gone, clients, machine))
    kit.ignore(lambda: clients("scheduler").delete_schedule(Name=SCHEDULE), "ResourceNotFoundException")
    kit.delete_http_apis(clients, API)
    for function in (FRONT, CHARGER, SWEEPER, STEPS):
        kit.delete_function(clients, function)
    kit.delete_topic(clients, TOPIC)
    kit.delete_queues(clients, (BILLING, AUDIT))
    kit.delete_tables(clients, (CHARGES, CARTS, FULFILMENT))
    for role, policy in (
        (FRONT_ROLE, FRONT_POLICY),
        (CHARGER_ROLE, CHARGER_POLICY),
        (SWEEPER_ROLE, SWEEPER_POLICY),
        (SCHEDULER_ROLE, SCHEDULER_POLICY),
        (STEPS_ROLE, STEPS_POLICY),
        (FULFIL_ROLE, FULFIL_POLICY),
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
        "machine": await kit.state_machine(call, errors, FULFIL),
        "fulfilment": await kit.table_items(call, errors, FULFILMENT),
    }
