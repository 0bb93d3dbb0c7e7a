import './styles.css';
// Everything between the HTML and the running app (start-up, hydration, prerender, server render)
// is in ./rendering.
import './rendering/start-up';
