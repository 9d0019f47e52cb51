"""What ELBv2 offers on the hub: the :class:`~labcloud.front_doors.LoadBalancers` front door (its
application load balancers' HTTP listeners), whose contract the core defines."""

from __future__ import annotations

from labcloud.front_doors import LoadBalancers

__all__ = ["LoadBalancers"]
