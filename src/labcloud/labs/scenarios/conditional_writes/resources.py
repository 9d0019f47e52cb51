"""Starting resources of the conditional-writes lab: an empty orders table and an inventory with one item."""

from __future__ import annotations

from typing import Any

from labcloud.labs import kit
from labcloud.labs.scenario import Caller
from labcloud.labs.scenarios.conditional_writes.names import INVENTORY, ORDERS, SKU, START_STOCK

STOCK_ITEM = {"sku": {"S": SKU}, "stock": {"N": str(START_STOCK)}}


def provision(clients: kit.Clients) -> dict[str, Any]:
    kit.create_table(clients, ORDERS)
    kit.create_table(clients, INVENTORY, key="sku")
    clients("dynamodb").put_item(TableName=INVENTORY, Item=STOCK_ITEM)
    return {"stock_item": STOCK_ITEM}


def deprovision(clients: kit.Clients) -> None:
    kit.delete_tables(clients, (ORDERS, INVENTORY))


async def observe(call: Caller) -> dict[str, Any]:
    errors: dict[str, str] = {}
    return {
        "errors": errors,
        "orders": await kit.table_items(call, errors, ORDERS),
        "inventory": await kit.table_items(call, errors, INVENTORY),
    }
