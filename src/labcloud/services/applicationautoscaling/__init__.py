"""Application Auto Scaling (botocore ``application-autoscaling``): scalable targets on DynamoDB, Lambda and
ECS resources, scaling policies, scheduled actions and the activities they record (docs/applicationautoscaling.md)."""
