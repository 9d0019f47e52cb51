"""What outside EC2 holds a subnet or a security group: the Lambda functions whose VpcConfig names it (on
AWS their network interfaces do), asked through Lambda's ``FunctionNetworks`` interface."""

from __future__ import annotations

from typing import cast

from labcloud.context import RequestContext
from labcloud.services.ec2.state import Ec2State
from labcloud.services.lambda_.interfaces import FunctionNetworks


def functions_using(state: Ec2State, ctx: RequestContext, record_id: str) -> list[str]:
    found = state.find_interface(FunctionNetworks)
    if found is None:
        return []
    return cast(FunctionNetworks, found).functions_using(ctx.account_id, ctx.region, record_id)
