export default function Route() {
  return <h1 className="p-8 text-3xl font-bold">cooparent</h1>;
}
