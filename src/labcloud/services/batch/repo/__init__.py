"""Batch's storage: the only place holding its SQL.

``schema`` (the one table), ``records`` (compute environments, job queues, job definitions, scheduling
policies and jobs as JSON documents).
"""
