"""Events (club evenings and tournaments), their rounds and field, and the lifecycle that moves them from planned to finished."""
